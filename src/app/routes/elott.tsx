import { useTranslation } from '@/lib/use-translation';
import { ELOTT_PRIZE_MODE } from '@/features/lottery/constants';
import { LotteryLobby } from '@/features/lottery/screens/lobby/LotteryLobby';
import { prefetchLotteryLobby } from '@/features/lottery/api/lobby-prefetch';
import { queryClient } from '@/app/query-client';
import { currentLanguage } from '@/lib/i18n';
import { routeHandle } from '@/app/route-handle';

export default function ElottRoute() {
  const { t } = useTranslation();
  return <LotteryLobby prizeMode={ELOTT_PRIZE_MODE} title={t('routes.elott')} />;
}

/** The first screen's calls (its banners and the menu behind its cards) start with the route's code, on every visit. */
export function clientLoader(): null {
  prefetchLotteryLobby(queryClient, ELOTT_PRIZE_MODE, currentLanguage());
  return null;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('elott');
