import { MyAccountPage } from '@/features/member/screens/account/MyAccountPage';
import { routeHandle } from '@/app/route-handle';

export default function MyAccountRoute() {
  return <MyAccountPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('myAccount');
