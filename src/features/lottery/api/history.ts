import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { lotteryKeys } from './keys';

/** A game's draw history, newest first, a page at a time. */
export function useLotteryHistory(gameId: string, pageSize: number) {
  return useInfiniteQuery({
    queryKey: [...lotteryKeys.history(gameId), pageSize],
    queryFn: ({ pageParam }) => api.lotteryHistory({ gameId, pageNo: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages && last.list.length > 0 ? last.pageNum + 1 : undefined),
    enabled: !!gameId,
    staleTime: 0,
  });
}
