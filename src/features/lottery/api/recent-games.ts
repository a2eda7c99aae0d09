import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import type { LanguageCode } from '@/api/types/common';
import type { PrizeMode } from '@/api/types/lottery';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useSession } from '@/stores/session';
import { RECENT_CLIENT_TYPE, RECENT_PAGE_SIZE, RECENT_VASSALAGE } from '../constants';
import { lobbyGameType } from '../lib/lobby-list';
import { lotteryKeys } from './keys';

/** The ids of the lotteries the player launched, newest first (the lobby's recent tab): §7's recent-games call. */
export const recentLotteriesQueryOptions = (user: string | undefined, prizeMode: PrizeMode, language: LanguageCode) =>
  queryOptions({
    queryKey: lotteryKeys.recentGames(user, prizeMode, language),
    queryFn: async () => {
      const value = await api.recentGames({
        page: 1,
        pageSize: RECENT_PAGE_SIZE,
        gameType: lobbyGameType(prizeMode),
        language,
        clientType: RECENT_CLIENT_TYPE,
        vassalage: RECENT_VASSALAGE,
      });
      return value.list.map((game) => game.gameId);
    },
    staleTime: 0,
  });

export function useRecentLotteries(prizeMode: PrizeMode, enabled: boolean) {
  const session = useSession();
  const language = useDebouncedLanguage();
  return useQuery({
    ...recentLotteriesQueryOptions(session?.userName, prizeMode, language),
    enabled: enabled && !!session,
  });
}
