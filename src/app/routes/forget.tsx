import { AuthPage } from '@/features/auth/screens/AuthPage';
import { routeHandle } from '@/app/route-handle';

export default function ForgetRoute() {
  return <AuthPage mode="forget" />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('forget');
