import { DepositPage } from '@/features/member/screens/deposit/DepositPage';
import { routeHandle } from '@/app/route-handle';
import { depositChannelsQueryOptions } from '@/features/member/api/wallet';
import { startRouteData } from '@/app/route-data';

export default function VoucherCenterRoute() {
  return <DepositPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('voucherCenter', ({ start, user }) => start(depositChannelsQueryOptions(user)));

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('voucherCenter');
