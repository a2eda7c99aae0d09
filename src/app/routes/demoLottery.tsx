import { DemoLotteryPage } from '@/features/lottery/screens/demo/DemoLotteryPage';
import { routeHandle } from '@/app/route-handle';

export default function DemoLotteryRoute() {
  return <DemoLotteryPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('demoLottery');
