import { DepositPage } from '@/features/member/screens/deposit/DepositPage';
import { routeHandle } from '@/app/route-handle';

export default function VoucherCenterRoute() {
  return <DepositPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('voucherCenter');
