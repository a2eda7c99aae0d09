import { SignInPage } from '@/features/rewards/screens/sign-in/SignInPage';
import { routeHandle } from '@/app/route-handle';

export default function SignInRoute() {
  return <SignInPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('signIn');
