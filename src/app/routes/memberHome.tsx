import { MemberCentrePage } from '@/features/member/screens/centre/MemberCentrePage';
import { routeHandle } from '@/app/route-handle';

export default function MemberHomeRoute() {
  return <MemberCentrePage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('memberHome');
