import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { lotteryKeys } from './keys';

/** A game's draw history, newest first, a page at a time. */
export const lotteryHistoryQueryOptions = (gameId: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: lotteryKeys.history(gameId, pageSize),
    queryFn: ({ pageParam }) => api.lotteryHistory({ gameId, pageNo: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages && last.list.length > 0 ? last.pageNum + 1 : undefined),
    staleTime: 0,
  });

export const useLotteryHistory = (gameId: string, pageSize: number) =>
  useInfiniteQuery({ ...lotteryHistoryQueryOptions(gameId, pageSize), enabled: !!gameId });
