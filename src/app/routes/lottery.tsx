import { LotteryResultsPage } from '@/features/lottery/screens/results/LotteryResultsPage';
import { routeHandle } from '@/app/route-handle';

export default function LotteryRoute() {
  return <LotteryResultsPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('lottery');
