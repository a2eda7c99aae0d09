import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, errorMessageKey } from '@/api';
import type { LotteryGame, PrizeMode } from '@/api/types/lottery';
import { toast } from '@/components/ui/toast';
import { useRequireSession } from '@/hooks/use-require-session';
import { useSession } from '@/stores/session';
import { inAppPath, launchPayload, providerLaunchHref } from '../lib/launch';
import { lotteryKeys } from './keys';

/** Play Now (§4): login required; one launch at a time; the demo lottery opens in-app. */
export function useLaunchLottery(prizeMode: PrizeMode) {
  const { t } = useTranslation('lottery');
  const navigate = useNavigate();
  const client = useQueryClient();
  const requireSession = useRequireSession();
  const userName = useSession()?.userName;
  const launching = useRef(false);

  return useCallback(
    async (game: Pick<LotteryGame, 'code' | 'vendor'>) => {
      if (!requireSession() || launching.current) return;
      launching.current = true;
      const hideLoading = toast.loading(t('launch.opening'));
      try {
        const url = (await api.launchLottery(launchPayload(game, prizeMode)))?.content?.game_url;
        void client.invalidateQueries({ queryKey: lotteryKeys.recentGames(userName) });
        const path = url ? inAppPath(url) : null;
        if (!url) toast.error(t('common:errors.urlEmpty'));
        else if (path) navigate(path);
        else window.location.assign(url);
      } catch (error) {
        toast.error(t(`common:${errorMessageKey(error)}`));
      } finally {
        hideLoading();
        launching.current = false;
      }
    },
    [t, navigate, client, requireSession, userName, prizeMode],
  );
}

/** A provider's (GPI) lottery tile: login required, then the launch route. */
export function useLaunchProviderLottery() {
  const navigate = useNavigate();
  const location = useLocation();
  const requireSession = useRequireSession();
  return useCallback(
    (game: { gameId: string; gameGroupId?: string }) => {
      if (requireSession()) navigate(providerLaunchHref(game, location.pathname + location.search));
    },
    [navigate, location.pathname, location.search, requireSession],
  );
}
