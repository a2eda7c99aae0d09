import { MyAccountPage } from '@/features/member/screens/account/MyAccountPage';

export default function MyAccountRoute() {
  return <MyAccountPage />;
}
