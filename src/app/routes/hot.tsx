import { useTranslation } from '@/lib/use-translation';
import { GameListScreen } from '@/features/games/screens/list/GameListPage';

export default function HotRoute() {
  const { t } = useTranslation();
  return <GameListScreen gameType="HOT" title={t('routes.hot')} />;
}

export { prefetchGameList as prefetch } from '@/features/games/api/list-prefetch';
