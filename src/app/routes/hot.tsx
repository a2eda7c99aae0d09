import { useTranslation } from 'react-i18next';
import { GameListScreen } from '@/features/games/screens/GameListPage';

export default function HotRoute() {
  const { t } = useTranslation();
  return <GameListScreen gameType="HOT" title={t('routes.hot')} />;
}
