import { RewardCentrePage } from '@/features/rewards/screens/reward-centre/RewardCentrePage';

export default function RewardCenterRoute() {
  return <RewardCentrePage />;
}
