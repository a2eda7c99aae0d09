import { api } from '@/api';
import type { LanguageCode } from '@/api/types/common';
import type { VendorCategory } from '@/api/types/games';
import { VENDOR_SORTING_STALE_MS } from '@/config/constants';
import { siteKeys } from './keys';

/**
 * The vendor sorting list of one language, as one query: the home's game sections and tab bar
 * (games) and the footer's provider list (content) each take their view of it with `select`, so
 * a screen asks for it once.
 */
export function vendorSortingQueryOptions<T>(language: LanguageCode, select: (sorting: VendorCategory[]) => T) {
  return {
    queryKey: siteKeys.vendorSorting(language),
    queryFn: () => api.vendorSorting({ language }),
    staleTime: VENDOR_SORTING_STALE_MS,
    select,
  };
}
