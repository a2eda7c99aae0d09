import { BannerCarousel } from '@/components/banner/BannerCarousel';

/** §2 home: the two promo banner slots, side by side (groups m_pro and m_pro1). */
export function PromoBanners() {
  return (
    <div className="promo-banners">
      <BannerCarousel group="m_pro" className="promo-banners__slot" />
      <BannerCarousel group="m_pro1" className="promo-banners__slot" />
    </div>
  );
}
