import { LotteryResultsPage } from '@/features/lottery/screens/results/LotteryResultsPage';

export default function LotteryRoute() {
  return <LotteryResultsPage />;
}
