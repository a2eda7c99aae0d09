import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { api, errorMessageKey } from '@/api';
import type { LotteryGame, PrizeMode } from '@/api/types/lottery';
import { toast } from '@/components/ui/toast';
import { useFollowUrl } from '@/hooks/use-follow-url';
import { useRequireSession } from '@/hooks/use-require-session';
import { useSession } from '@/stores/session';
import { launchPayload, providerLaunchHref } from '../lib/launch';
import { lotteryKeys } from './keys';

/**
 * Play Now (§4): login required; one launch at a time. The answer is followed by the URL policy: the
 * demo lottery in-app, an allowed vendor URL in place of this page (as game launches), anything else refused.
 */
export function useLaunchLottery(prizeMode: PrizeMode) {
  const { t } = useTranslation('lottery');
  const follow = useFollowUrl();
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
        const url = (await api.launchLottery(launchPayload(game, prizeMode))).content.game_url;
        void client.invalidateQueries({ queryKey: lotteryKeys.allRecentGames(userName) });
        follow(url, { leave: 'sameTab' });
      } catch (error) {
        toast.error(t(`common:${errorMessageKey(error)}`));
      } finally {
        hideLoading();
        launching.current = false;
      }
    },
    [t, follow, client, requireSession, userName, prizeMode],
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
