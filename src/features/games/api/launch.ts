import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { api, errorMessageKey } from '@/api';
import type { LaunchValue } from '@/api/types/games';
import { toast } from '@/components/ui/toast';
import { useFollowUrl } from '@/hooks/use-follow-url';
import { useRequireSession } from '@/hooks/use-require-session';
import { launchPlan, type LaunchableGame, type LaunchPlan } from '../lib/launch-plan';
import { gameVendor } from '../lib/game-vendor';
import { gamesKeys } from './keys';
import { launchPayloadOf } from '../lib/launch-query';

const gameUrlOf = (answer: LaunchValue): string => answer.content.game_url;

function gameUrl(plan: Exclude<LaunchPlan, { kind: 'route' }>, pageBack: string): Promise<string> {
  switch (plan.kind) {
    case 'lottery':
      return api
        .launchLottery({ vendor: plan.vendor, gameCode: plan.gameCode, prizeMode: plan.prizeMode })
        .then(gameUrlOf);
    case 'generic':
      return api
        .launchGame({
          category: plan.category,
          vendor: plan.vendor,
          gameId: plan.gameId,
          nodeId: plan.nodeId,
          pageBack,
        })
        .then(gameUrlOf);
  }
}

/**
 * Open a launch answer by the URL policy: app paths (the demo game) in-app, an allowed vendor URL in
 * place of this page (docs/decisions/games.md), anything else refused with "the requested URL is empty".
 */
export function useOpenGameUrl(): (url: string, replace?: boolean) => boolean {
  const follow = useFollowUrl();
  return useCallback((url, replace = false) => follow(url, { leave: 'sameTab', replace }), [follow]);
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
      api.recentGameAdd({ gameId: game.gameId, nodeId: game.nodeId, vendor: gameVendor(game) }).then(
        () => client.invalidateQueries({ queryKey: gamesKeys.listTab('recent') }),
        () => undefined,
      );
      if (plan.kind === 'route') {
        navigate(plan.to);
        return;
      }
      launching.current = true;
      const hideLoading = toast.loading(t('launch.opening'));
      try {
        openGameUrl(await gameUrl(plan, pageBack));
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
export const routeLaunchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: gamesKeys.routeLaunch(search),
    queryFn: async () => gameUrlOf(await api.launchGame(launchPayloadOf(new URLSearchParams(search)))),
    gcTime: 0,
    retry: false,
  });

export const useRouteLaunch = (query: URLSearchParams) => useQuery(routeLaunchQueryOptions(query.toString()));
