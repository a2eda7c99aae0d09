import type { QueryClient } from '@tanstack/react-query';
import { BannerCarousel } from '@/components/banner/BannerCarousel';
import { PROMO_BANNER_GROUPS } from '@/components/banner/constants';
import { prefetchBanners } from '@/components/banner/use-banners';

/** §2 home: the two promo banner slots, side by side (groups m_pro and m_pro1). */
export function PromoBanners() {
  return (
    <div className="promo-banners">
      {PROMO_BANNER_GROUPS.map((group) => (
        <BannerCarousel key={group} group={group} className="promo-banners__slot" />
      ))}
    </div>
  );
}

/** The slots' banners, asked for by home's `clientLoader` with its code: they are on the first screen. */
export function prefetchPromoBanners(queryClient: QueryClient): void {
  PROMO_BANNER_GROUPS.forEach((group) => prefetchBanners(queryClient, group));
}
