import type { PagedList } from '@/api/types/member';
import { hasFields, isArrayOf, isFiniteNumber, type Guard } from './guards';

/** A page of a paged list whose items `isItem` accepts, with the page numbers the paging reads (and `more` fields). */
export const isPageOf = (isItem: Guard<unknown>, more: Record<string, Guard<unknown>> = {}) =>
  hasFields({ list: isArrayOf(isItem), pageNum: isFiniteNumber, totalPages: isFiniteNumber, ...more });

/** The page after `last`, or undefined on the last page (TanStack's getNextPageParam). */
export const nextPageNo = (last: Pick<PagedList<unknown>, 'pageNum' | 'totalPages'>): number | undefined =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
