import { useQuery } from '@tanstack/react-query';
import type { VendorCategory, VendorName } from '@/api/types/games';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { isExcludedVendor } from '@/lib/vendors';
import { vendorSortingQueryOptions } from '@/queries/vendor-sorting';

/** Every vendor of the sorting list once, in server order, without BTI, 123BET and TCG*. */
export function footerProviders(categories: VendorCategory[]): VendorName[] {
  const seen = new Set<string>();
  return categories
    .flatMap((c) => c.vendorNames)
    .filter((v) => {
      if (isExcludedVendor(v.vassalage) || seen.has(v.vassalage)) return false;
      seen.add(v.vassalage);
      return true;
    });
}

export function useFooterProviders() {
  return useQuery(vendorSortingQueryOptions(useDebouncedLanguage(), footerProviders));
}
