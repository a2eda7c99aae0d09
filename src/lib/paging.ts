import type { PagedList } from '@/api/types/member';

/** The page after `last`, or undefined on the last page (TanStack's getNextPageParam). */
export const nextPageNo = (last: Pick<PagedList<unknown>, 'pageNum' | 'totalPages'>): number | undefined =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
