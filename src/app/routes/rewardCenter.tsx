import { RewardCentrePage } from '@/features/rewards/screens/reward-centre/RewardCentrePage';
import { routeHandle } from '@/app/route-handle';

export default function RewardCenterRoute() {
  return <RewardCentrePage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('rewardCenter');
