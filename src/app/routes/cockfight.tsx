import { GameCentrePage } from '@/features/games/screens/centre/GameCentrePage';
import { routeHandle } from '@/app/route-handle';

export default function CockfightRoute() {
  return <GameCentrePage type="COCKFIGHT" />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('cockfight');
