import type { DomainHandlers } from '../context';
import { agentHandlers } from './agent';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { gamesHandlers } from './games';
import { lotteryHandlers } from './lottery';
import { memberHandlers } from './member';
import { rewardsHandlers } from './rewards';
import { siteHandlers } from './site';

/** Every domain's handlers; a call of the endpoint table without one answers "not implemented". */
export const handlers: DomainHandlers = {
  ...siteHandlers,
  ...authHandlers,
  ...memberHandlers,
  ...rewardsHandlers,
  ...agentHandlers,
  ...gamesHandlers,
  ...lotteryHandlers,
  ...contentHandlers,
};
