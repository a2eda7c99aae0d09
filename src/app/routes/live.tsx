import { useTranslation } from '@/lib/use-translation';
import { GameListScreen } from '@/features/games/screens/list/GameListPage';

export default function LiveRoute() {
  const { t } = useTranslation();
  return <GameListScreen gameType="LIVE" title={t('routes.live')} />;
}

export { prefetchGameList as prefetch } from '@/features/games/api/list-prefetch';
