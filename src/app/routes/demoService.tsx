import { DemoServicePage } from '@/features/content/screens/demo/DemoServicePage';
import { routeHandle } from '@/app/route-handle';

export default DemoServicePage;

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('demoService');
