import { useSearchParams } from 'react-router';
import { GameCentrePage } from '@/features/games/screens/centre/GameCentrePage';
import { DEFAULT_CENTRE_TYPE } from '@/features/games/constants';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { prefetchGameCentre } from '@/features/games/api/centre-prefetch';
import { queryClient } from '@/app/query-client';
import { routeHandle } from '@/app/route-handle';

/** Game centre of ?gameType= (sports by default, §2). */
const centreType = (query: URLSearchParams) => query.get('gameType')?.toUpperCase() || DEFAULT_CENTRE_TYPE;

export default function GameCenterRoute() {
  const [query] = useSearchParams();
  return <GameCentrePage type={centreType(query)} />;
}

/** Its banners and vendor list start with the route's code, on every visit. */
export function clientLoader({ request }: ClientLoaderFunctionArgs): null {
  prefetchGameCentre(queryClient, centreType(new URL(request.url).searchParams));
  return null;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('gameCenter');
