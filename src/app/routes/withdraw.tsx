import { WithdrawPage } from '@/features/member/screens/withdraw/WithdrawPage';
import { routeHandle } from '@/app/route-handle';

export default function WithdrawRoute() {
  return <WithdrawPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('withdraw');
