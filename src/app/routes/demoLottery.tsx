import { DemoLotteryPage } from '@/features/lottery/screens/demo/DemoLotteryPage';

export default function DemoLotteryRoute() {
  return <DemoLotteryPage />;
}
