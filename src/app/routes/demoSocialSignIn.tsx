import { DemoSocialSignInPage } from '@/features/auth/screens/demo-social-sign-in/DemoSocialSignInPage';
import { routeHandle } from '@/app/route-handle';

export default DemoSocialSignInPage;

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('demoSocialSignIn');
