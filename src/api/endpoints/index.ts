import { agentEndpoints } from './agent';
import { authEndpoints } from './auth';
import { contentEndpoints } from './content';
import { gamesEndpoints } from './games';
import { lotteryEndpoints } from './lottery';
import { memberEndpoints } from './member';
import { rewardsEndpoints } from './rewards';
import { siteEndpoints } from './site';

/** The one endpoint table: every call the app makes, by name. Each domain keeps its own rows. */
export const ENDPOINTS = {
  ...siteEndpoints,
  ...authEndpoints,
  ...memberEndpoints,
  ...rewardsEndpoints,
  ...agentEndpoints,
  ...gamesEndpoints,
  ...lotteryEndpoints,
  ...contentEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
