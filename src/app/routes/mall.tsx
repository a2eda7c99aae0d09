import { MallPage } from '@/features/rewards/screens/mall/MallPage';
import { routeHandle } from '@/app/route-handle';
import { mallQueryOptions } from '@/features/rewards/api/mall';
import { startRouteData } from '@/app/route-data';

export default function MallRoute() {
  return <MallPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('mall', ({ start, user, language }) => start(mallQueryOptions(user, language)));

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('mall');
