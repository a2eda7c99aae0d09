import { DemoSocialPage } from '@/features/content/screens/demo/DemoSocialPage';
import { routeHandle } from '@/app/route-handle';

export default DemoSocialPage;

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('demoSocial');
