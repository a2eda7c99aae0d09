import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { nextPageNo } from '@/lib/paging';
import type { DateRangeQuery } from '@/api/types/member';
import { useSession } from '@/stores/session';
import { GAME_RECORD_PAGE_SIZE, type GameTypeFilter } from '../constants';
import { rewardsKeys } from './keys';

/** Game records of a range and game type, page by page ("load more" appends); off while the range is invalid. */
export function gameRecordsQueryOptions(user: string | undefined, range: DateRangeQuery, gameType: GameTypeFilter) {
  const query = { ...range, gameType, pageSize: GAME_RECORD_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: rewardsKeys.gameRecords(user, query),
    queryFn: ({ pageParam }) => api.gameRecords({ ...query, pageNo: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}

export function useGameRecords(range: DateRangeQuery, gameType: GameTypeFilter, enabled: boolean) {
  return useInfiniteQuery({ ...gameRecordsQueryOptions(useSession()?.userName, range, gameType), enabled });
}
