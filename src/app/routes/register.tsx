import { AuthPage } from '@/features/auth/screens/AuthPage';
import { routeHandle } from '@/app/route-handle';

export default function RegisterRoute() {
  return <AuthPage mode="register" />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('register');
