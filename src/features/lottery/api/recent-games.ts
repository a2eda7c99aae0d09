import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { useSession } from '@/stores/session';
import { lotteryKeys } from './keys';

/** The lotteries the player launched, newest first (the lobby's recent tab). */
export const recentLotteriesQueryOptions = (user: string | undefined) =>
  queryOptions({ queryKey: lotteryKeys.recentGames(user), queryFn: () => api.recentLotteries(), staleTime: 0 });

export function useRecentLotteries(enabled: boolean) {
  const session = useSession();
  return useQuery({ ...recentLotteriesQueryOptions(session?.userName), enabled: enabled && !!session });
}
