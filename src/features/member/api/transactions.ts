import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api';
import type { DateRangeQuery } from '@/api/types/member';
import { useSession } from '@/stores/session';
import { TRANSACTION_PAGE_SIZE, type TransactionFilter } from '../constants';
import { memberScreenKeys } from './keys';
import { nextPageNo } from '@/lib/paging';

/** Transaction records of a filter and date range, page by page ("load more" appends). */
export function transactionsQueryOptions(user: string | undefined, types: TransactionFilter, range: DateRangeQuery) {
  const query = { types, pageSize: TRANSACTION_PAGE_SIZE, ...range };
  return infiniteQueryOptions({
    queryKey: memberScreenKeys.transactions(user, query),
    queryFn: ({ pageParam }) => api.transactionRecords({ ...query, pageNo: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}

export const useTransactions = (types: TransactionFilter, range: DateRangeQuery) =>
  useInfiniteQuery(transactionsQueryOptions(useSession()?.userName, types, range));
