import { SignInPage } from '@/features/rewards/screens/sign-in/SignInPage';
import { routeHandle } from '@/app/route-handle';
import { signInStatusQueryOptions } from '@/features/rewards/api/sign-in';
import { startRouteData } from '@/app/route-data';

export default function SignInRoute() {
  return <SignInPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () => startRouteData('signIn', ({ start, user }) => start(signInStatusQueryOptions(user)));

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('signIn');
