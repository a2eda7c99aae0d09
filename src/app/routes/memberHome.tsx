import { MemberCentrePage } from '@/features/member/screens/centre/MemberCentrePage';
import { routeHandle } from '@/app/route-handle';
import { memberInfoQueryOptions } from '@/queries/member';
import { startRouteData } from '@/app/route-data';

export default function MemberHomeRoute() {
  return <MemberCentrePage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('memberHome', ({ start, user }) => start(memberInfoQueryOptions(user)));

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('memberHome');
