import { SecurityCentrePage } from '@/features/member/screens/security/SecurityCentrePage';
import { routeHandle } from '@/app/route-handle';

export default function SecurityCenterRoute() {
  return <SecurityCentrePage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('securityCenter');
