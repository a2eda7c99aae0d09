import { useTranslation } from '@/lib/use-translation';
import { INHOUSE_VENDOR } from '@/features/games/constants';
import { GameListScreen } from '@/features/games/screens/list/GameListPage';

/** In-house games: RNG games of vendor BGS only (§2). */
export default function InhouseRoute() {
  const { t } = useTranslation();
  return (
    <GameListScreen gameType="RNG" category="INHOUSE" fixedProvider={INHOUSE_VENDOR} title={t('routes.inhouse')} />
  );
}

export { prefetchGameList as prefetch } from '@/features/games/api/list-prefetch';
