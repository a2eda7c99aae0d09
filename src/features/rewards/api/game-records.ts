import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, readAnswer } from '@/api';
import { hasFields, isFiniteNumber, isString } from '@/lib/guards';
import { isPageOf, nextPageNo } from '@/lib/paging';
import type { DateRangeQuery } from '@/api/types/member';
import { useSession } from '@/stores/session';
import { GAME_RECORD_PAGE_SIZE, type GameTypeFilter } from '../constants';
import { rewardsKeys } from './keys';

/** A page of game records the list can show: the fields it reads, of the kinds it reads them as. */
const isReadableGameRecordPage = isPageOf(
  hasFields({ id: isString, time: isString, gameName: isString, stake: isFiniteNumber, payout: isFiniteNumber }),
);

/** Game records of a range and game type, page by page ("load more" appends); off while the range is invalid. */
export function gameRecordsQueryOptions(user: string | undefined, range: DateRangeQuery, gameType: GameTypeFilter) {
  const query = { ...range, gameType, pageSize: GAME_RECORD_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: rewardsKeys.gameRecords(user, query),
    queryFn: async ({ pageParam }) =>
      readAnswer('gameRecords', isReadableGameRecordPage, await api.gameRecords({ ...query, pageNo: pageParam })),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}

export function useGameRecords(range: DateRangeQuery, gameType: GameTypeFilter, enabled: boolean) {
  return useInfiniteQuery({ ...gameRecordsQueryOptions(useSession()?.userName, range, gameType), enabled });
}
