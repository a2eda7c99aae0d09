import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, errorMessageKey } from '@/api';
import { toast } from '@/components/ui/toast';
import { useRequireSession } from '@/hooks/use-require-session';
import { appPathOf, launchPlan, type LaunchableGame, type LaunchPlan } from '../lib/launch-plan';
import { gameListKeys } from './use-game-list';
import { launchPayloadOf } from '../lib/launch-query';

function gameUrl(plan: LaunchPlan, pageBack: string): Promise<string> | null {
  switch (plan.kind) {
    case 'lottery':
      return api.launchLottery({ vendor: plan.vendor, gameCode: plan.gameCode, prizeMode: plan.prizeMode }).then((v) => v.content.game_url);
    case 'generic':
      return api.launchGame({ category: plan.category, vendor: plan.vendor, gameId: plan.gameId, nodeId: plan.nodeId, pageBack }).then((v) => v.content.game_url);
    case 'route':
      return null;
  }
}

/** Open a launch answer: app paths (the demo game) in-app, vendor URLs by leaving the site. */
export function useOpenGameUrl() {
  const navigate = useNavigate();
  return useCallback(
    (url: string, replace = false) => {
      const path = appPathOf(url);
      if (path) navigate(path, { replace });
      else if (replace) window.location.replace(url);
      else window.location.assign(url);
    },
    [navigate],
  );
}

/**
 * Tile / winner click (§4): logged out → /m/login; otherwise the launch the vendor needs, and the
 * game recorded as a recent game. One launch at a time.
 */
export function useLaunchGame() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const requireSession = useRequireSession();
  const openGameUrl = useOpenGameUrl();
  const launching = useRef(false);

  return useCallback(
    async (game: LaunchableGame, category: string) => {
      if (!requireSession() || launching.current) return;
      const pageBack = location.pathname + location.search;
      const plan = launchPlan(game, category, pageBack);
      api.recentGameAdd({ gameId: game.gameId, nodeId: game.nodeId, vendor: game.vassalage }).then(
        () => client.invalidateQueries({ queryKey: gameListKeys.tab('recent') }),
        () => undefined,
      );
      if (plan.kind === 'route') {
        navigate(plan.to);
        return;
      }
      launching.current = true;
      const hideLoading = toast.loading(t('launch.opening'));
      try {
        const url = await gameUrl(plan, pageBack);
        if (url) openGameUrl(url);
        else toast.error(t('common:errors.urlEmpty'));
      } catch (error) {
        toast.error(t(`common:${errorMessageKey(error)}`));
      } finally {
        hideLoading();
        launching.current = false;
      }
    },
    [t, navigate, location.pathname, location.search, client, requireSession, openGameUrl],
  );
}

/**
 * /m/launchGame: the launch of its query, opened in place of this page. A launch is an action,
 * not data to keep: never cached, never retried on its own.
 */
export function useRouteLaunch(query: URLSearchParams) {
  const search = query.toString();
  return useQuery({
    queryKey: ['games', 'routeLaunch', search],
    queryFn: async () => (await api.launchGame(launchPayloadOf(new URLSearchParams(search)))).content.game_url,
    gcTime: 0,
    retry: false,
  });
}
