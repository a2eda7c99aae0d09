import { useTranslation } from '@/lib/use-translation';
import { GameListScreen } from '@/features/games/screens/list/GameListPage';
import { prefetchGameListWithGames } from '@/features/games/api/list-prefetch';
import { queryClient } from '@/app/query-client';
import { routeHandle } from '@/app/route-handle';

export default function RngRoute() {
  const { t } = useTranslation();
  return <GameListScreen gameType="RNG" title={t('routes.rng')} />;
}

/** The first screen's calls (its banners, the largest paint, and its games) start with the route's code, on every visit. */
export function clientLoader(args?: { request: Request }): null {
  prefetchGameListWithGames(queryClient, 'RNG', new URL(args?.request.url ?? window.location.href));
  return null;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('rng');
