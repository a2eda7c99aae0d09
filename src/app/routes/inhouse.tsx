import { useTranslation } from '@/lib/use-translation';
import { INHOUSE_VENDOR } from '@/features/games/constants';
import { GameListScreen } from '@/features/games/screens/list/GameListPage';
import { prefetchGameList } from '@/features/games/api/list-prefetch';
import { queryClient } from '@/app/query-client';
import { routeHandle } from '@/app/route-handle';

/** In-house games: RNG games of vendor BGS only (§2). */
export default function InhouseRoute() {
  const { t } = useTranslation();
  return (
    <GameListScreen gameType="RNG" category="INHOUSE" fixedProvider={INHOUSE_VENDOR} title={t('routes.inhouse')} />
  );
}

/** The first screen's calls (its banners: the largest paint) start with the route's code, on every visit. */
export function clientLoader(): null {
  prefetchGameList(queryClient);
  return null;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('inhouse');
