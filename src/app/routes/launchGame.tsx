import { LaunchGamePage } from '@/features/games/screens/launch/LaunchGamePage';
import { routeHandle } from '@/app/route-handle';

export default LaunchGamePage;

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('launchGame');
