import { DemoGamePage } from '@/features/games/screens/launch/DemoGamePage';
import { routeHandle } from '@/app/route-handle';

export default DemoGamePage;

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('demoGame');
