import { MallPage } from '@/features/rewards/screens/mall/MallPage';
import { routeHandle } from '@/app/route-handle';

export default function MallRoute() {
  return <MallPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('mall');
