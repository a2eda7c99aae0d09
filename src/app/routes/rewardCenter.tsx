import { RewardCentrePage } from '@/features/member/rewards/reward-centre/RewardCentrePage';

export default function RewardCenterRoute() {
  return <RewardCentrePage />;
}
