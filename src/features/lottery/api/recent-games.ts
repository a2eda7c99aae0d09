import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { useSession } from '@/stores/session';
import { lotteryKeys } from './keys';

/** The lotteries the player launched, newest first (the lobby's recent tab). */
export function useRecentLotteries(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: lotteryKeys.recentGames(session?.userName),
    queryFn: () => api.recentLotteries(),
    enabled: enabled && !!session,
    staleTime: 0,
  });
}
