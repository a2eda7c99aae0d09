import { api } from '@/api';
import type { LanguageCode } from '@/api/types/common';
import type { VendorCategory } from '@/api/types/games';
import { VENDOR_SORTING_STALE_MS } from '@/config/constants';

/**
 * The vendor sorting list of one language, as one query: the home's game sections and tab bar
 * (games) and the footer's provider list (content) each take their view of it with `select`, so
 * a screen asks for it once.
 */
export function vendorSortingQuery<T>(language: LanguageCode, select: (sorting: VendorCategory[]) => T) {
  return {
    queryKey: ['vendorSorting', language] as const,
    queryFn: () => api.vendorSorting({ language }),
    staleTime: VENDOR_SORTING_STALE_MS,
    select,
  };
}
