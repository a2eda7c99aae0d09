import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { DEFAULT_LIST_TYPE } from '@/features/games/constants';
import { GameListScreen } from '@/features/games/screens/list/GameListPage';
import { prefetchGameList } from '@/features/games/api/list-prefetch';
import { queryClient } from '@/app/query-client';
import { routeHandle } from '@/app/route-handle';

/** Provider game list: /m/gameList?gameType={type}&vassalage={provider}, type RNG by default (§2). */
export default function GameListRoute() {
  const { t } = useTranslation('games');
  const [query] = useSearchParams();
  const gameType = query.get('gameType')?.toUpperCase() || DEFAULT_LIST_TYPE;
  return <GameListScreen gameType={gameType} title={t(`types.${gameType}`, { defaultValue: gameType })} />;
}

/** The first screen's calls (its banners: the largest paint) start with the route's code, on every visit. */
export function clientLoader(): null {
  prefetchGameList(queryClient);
  return null;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('gameList');
