import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { getConfig } from '@/config/runtime';
import { persistedQuery } from '@/lib/persisted-query';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { VENDOR_STALE_MS, VENDOR_TYPES_STORAGE_KEY } from '../constants';
import { groupVendorCategories } from '../lib/categories';

export const vendorKeys = {
  sorting: (language: string) => ['games', 'vendorSorting', language] as const,
  types: () => ['games', 'vendorGameTypes'] as const,
};

/** The vendor sorting list, grouped (§4): home sections and the tab bar follow its order. */
export function useVendorCategories() {
  const language = useDebouncedLanguage();
  return useQuery({
    queryKey: vendorKeys.sorting(language),
    queryFn: async () => groupVendorCategories(await api.vendorSorting({ language })),
    staleTime: VENDOR_STALE_MS,
  });
}

/** Per game type, its vendors (the provider icon strip and the filter's manufacturer list). */
export function useVendorGameTypes() {
  return useQuery({
    ...persistedQuery(vendorKeys.types(), VENDOR_TYPES_STORAGE_KEY, () =>
      api.vendorGameTypes({ typeId: 1, merchantCode: getConfig().merchantCode }),
    ),
    staleTime: VENDOR_STALE_MS,
  });
}
