import { useTranslation } from '@/lib/use-translation';
import { GameListScreen } from '@/features/games/screens/list/GameListPage';

export default function FishRoute() {
  const { t } = useTranslation();
  return <GameListScreen gameType="FISH" title={t('routes.fish')} />;
}

export { prefetchGameList as prefetch } from '@/features/games/api/list-prefetch';
