import { SecurityCentrePage } from '@/features/member/screens/security/SecurityCentrePage';
import { routeHandle } from '@/app/route-handle';
import { memberInfoQueryOptions } from '@/queries/member';
import { startRouteData } from '@/app/route-data';

export default function SecurityCenterRoute() {
  return <SecurityCentrePage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('securityCenter', ({ start, user }) => start(memberInfoQueryOptions(user)));

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('securityCenter');
