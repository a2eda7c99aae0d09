import { useTranslation } from '@/lib/use-translation';
import { GameListScreen } from '@/features/games/screens/list/GameListPage';

export default function RngRoute() {
  const { t } = useTranslation();
  return <GameListScreen gameType="RNG" title={t('routes.rng')} />;
}

export { prefetchGameList as prefetch } from '@/features/games/api/list-prefetch';
