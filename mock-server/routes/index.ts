import { agentEndpoints } from '@/api/endpoints/agent';
import type { DomainHandlers, MockContext } from '../context';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { gamesHandlers } from './games';
import { lotteryHandlers } from './lottery';
import { memberHandlers } from './member';
import { rewardsHandlers } from './rewards';
import { siteHandlers } from './site';

type AgentCall = keyof typeof agentEndpoints;

/**
 * The agent routes carry the generated team (124 KB of fixture): they load with the first agent
 * call instead of with the mock, which every page of the demo waits for.
 */
const agentHandlers = Object.fromEntries(
  (Object.keys(agentEndpoints) as AgentCall[]).map((name) => [
    name,
    async (ctx: MockContext) => {
      const handler = (await import('./agent')).agentHandlers[name] as ((ctx: MockContext) => unknown) | undefined;
      if (!handler) throw new Error(`no mock handler for ${name}`);
      return handler(ctx);
    },
  ]),
) as DomainHandlers;

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
