import { ChangePasswordScreen } from '@/features/auth/screens/password/ChangePasswordScreen';
import { routeHandle } from '@/app/route-handle';

export default function ChangePswRoute() {
  return <ChangePasswordScreen />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('changePsw');
