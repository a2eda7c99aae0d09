import { useTranslation } from '@/lib/use-translation';
import { GameListScreen } from '@/features/games/screens/list/GameListPage';
import { prefetchGameList } from '@/features/games/api/list-prefetch';
import { queryClient } from '@/app/query-client';
import { routeHandle } from '@/app/route-handle';

export default function FishRoute() {
  const { t } = useTranslation();
  return <GameListScreen gameType="FISH" title={t('routes.fish')} />;
}

/** The first screen's calls (its banners: the largest paint) start with the route's code, on every visit. */
export function clientLoader(): null {
  prefetchGameList(queryClient);
  return null;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('fish');
