import { useTranslation } from '@/lib/use-translation';
import { ELOTT_PRIZE_MODE } from '@/features/lottery/constants';
import { LotteryLobby } from '@/features/lottery/screens/lobby/LotteryLobby';

export default function ElottRoute() {
  const { t } = useTranslation();
  return <LotteryLobby prizeMode={ELOTT_PRIZE_MODE} title={t('routes.elott')} />;
}

export { prefetchLotteryLobby as prefetch } from '@/features/lottery/api/lobby-prefetch';
