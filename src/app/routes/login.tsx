import { AuthPage } from '@/features/auth/screens/AuthPage';
import { routeHandle } from '@/app/route-handle';

export default function LoginRoute() {
  return <AuthPage mode="login" />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('login');
