import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api';
import type { DateRangeQuery } from '@/api/types/member';
import { useSession } from '@/stores/session';
import { TRANSACTION_PAGE_SIZE, type TransactionFilter } from '../constants';
import { memberScreenKeys } from './keys';

/** Transaction records of a filter and date range, page by page ("load more" appends). */
export function useTransactions(types: TransactionFilter, range: DateRangeQuery) {
  const user = useSession()?.userName;
  const query = { types, pageSize: TRANSACTION_PAGE_SIZE, ...range };
  return useInfiniteQuery({
    queryKey: memberScreenKeys.transactions(user, query),
    queryFn: ({ pageParam }) => api.transactionRecords({ ...query, pageNo: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}
