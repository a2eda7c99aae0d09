import { useSearchParams } from 'react-router-dom';
import { GameCentrePage } from '@/features/games/screens/centre/GameCentrePage';
import { DEFAULT_CENTRE_TYPE } from '@/features/games/constants';
import { routeHandle } from '@/app/route-handle';

/** Game centre of ?gameType= (sports by default, §2). */
export default function GameCenterRoute() {
  const [query] = useSearchParams();
  return <GameCentrePage type={query.get('gameType')?.toUpperCase() || DEFAULT_CENTRE_TYPE} />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('gameCenter');
