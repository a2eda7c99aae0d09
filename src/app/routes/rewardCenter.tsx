import { RewardCentrePage } from '@/features/rewards/screens/reward-centre/RewardCentrePage';
import { routeHandle } from '@/app/route-handle';
import { rewardsQueryOptions } from '@/features/rewards/api/rewards';
import { startRouteData } from '@/app/route-data';

export default function RewardCenterRoute() {
  return <RewardCentrePage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('rewardCenter', ({ start, user, language }) => start(rewardsQueryOptions(user, language)));

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('rewardCenter');
