import { useTranslation } from '@/lib/use-translation';
import { DEFAULT_PRIZE_MODE } from '@/features/lottery/constants';
import { LotteryLobby } from '@/features/lottery/screens/lobby/LotteryLobby';

export default function LottRoute() {
  const { t } = useTranslation();
  return <LotteryLobby prizeMode={DEFAULT_PRIZE_MODE} title={t('routes.lott')} />;
}

export { prefetchLotteryLobby as prefetch } from '@/features/lottery/api/lobby-prefetch';
