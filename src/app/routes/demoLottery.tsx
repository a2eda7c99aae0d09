import { DemoLotteryPage } from '@/features/lottery/demo/DemoLotteryPage';

export default function DemoLotteryRoute() {
  return <DemoLotteryPage />;
}
