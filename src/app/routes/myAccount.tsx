import { MyAccountPage } from '@/features/member/account/MyAccountPage';

export default function MyAccountRoute() {
  return <MyAccountPage />;
}
