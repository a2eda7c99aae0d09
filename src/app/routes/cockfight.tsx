import { GameCentrePage } from '@/features/games/screens/centre/GameCentrePage';
import { prefetchGameCentre } from '@/features/games/api/centre-prefetch';
import { queryClient } from '@/app/query-client';
import { routeHandle } from '@/app/route-handle';

export default function CockfightRoute() {
  return <GameCentrePage type="COCKFIGHT" />;
}

/** Its banners and vendor list start with the route's code, on every visit. */
export function clientLoader(): null {
  prefetchGameCentre(queryClient, 'COCKFIGHT');
  return null;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('cockfight');
