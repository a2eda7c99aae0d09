import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_LIST_TYPE } from '@/features/games/constants';
import { GameListScreen } from '@/features/games/screens/list/GameListPage';

/** Provider game list: /m/gameList?gameType={type}&vassalage={provider}, type RNG by default (§2). */
export default function GameListRoute() {
  const { t } = useTranslation('games');
  const [query] = useSearchParams();
  const gameType = query.get('gameType')?.toUpperCase() || DEFAULT_LIST_TYPE;
  return <GameListScreen gameType={gameType} title={t(`types.${gameType}`, { defaultValue: gameType })} />;
}

export { prefetchGameList as prefetch } from '@/features/games/api/list-prefetch';
