import { LotteryResultsPage } from '@/features/lottery/results/LotteryResultsPage';

export default function LotteryRoute() {
  return <LotteryResultsPage />;
}
