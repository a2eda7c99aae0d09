import { WithdrawPage } from '@/features/member/screens/withdraw/WithdrawPage';
import { routeHandle } from '@/app/route-handle';
import { withdrawInfoQueryOptions } from '@/features/member/api/wallet';
import { walletQueryOptions } from '@/queries/member';
import { startRouteData } from '@/app/route-data';

export default function WithdrawRoute() {
  return <WithdrawPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('withdraw', ({ start, user }) => {
    void start(withdrawInfoQueryOptions(user));
    void start(walletQueryOptions(user));
  });

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('withdraw');
