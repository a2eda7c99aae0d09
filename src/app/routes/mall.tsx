import { MallPage } from '@/features/rewards/screens/mall/MallPage';

export default function MallRoute() {
  return <MallPage />;
}
