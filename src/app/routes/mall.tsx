import { MallPage } from '@/features/member/rewards/mall/MallPage';

export default function MallRoute() {
  return <MallPage />;
}
