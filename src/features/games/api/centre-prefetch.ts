import type { QueryClient } from '@tanstack/react-query';
import { bannerGroupOfType } from '@/components/banner/banner-group';
import { prefetchBanners } from '@/components/banner/use-banners';
import { currentLanguage } from '@/lib/i18n';
import { vendorSortingQueryOptions } from '@/queries/vendor-sorting';
import { groupVendorCategories } from '../lib/categories';

/** A game centre route's loader: its type's banners and the vendor list its tiles come from, together. */
export function prefetchGameCentre(queryClient: QueryClient, type: string): void {
  prefetchBanners(queryClient, bannerGroupOfType(type));
  void queryClient.prefetchQuery(vendorSortingQueryOptions(currentLanguage(), groupVendorCategories));
}
