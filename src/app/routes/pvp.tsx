import { useTranslation } from '@/lib/use-translation';
import { GameListScreen } from '@/features/games/screens/list/GameListPage';

export default function PvpRoute() {
  const { t } = useTranslation();
  return <GameListScreen gameType="PVP" title={t('routes.pvp')} />;
}

export { prefetchGameList as prefetch } from '@/features/games/api/list-prefetch';
