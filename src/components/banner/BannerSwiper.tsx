import { useTranslation } from '@/lib/use-translation';
import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Banner } from '@/api/types/content';
import { useCarouselA11y } from '@/hooks/use-carousel-a11y';
import { nextTask } from '@/lib/when-idle';
import { BannerLink } from './BannerLink';
import { BANNER_HEIGHT, BANNER_WIDTH } from './constants';
import type { CarouselStart } from './use-carousel-start';
import 'swiper/css';
import 'swiper/css/pagination';
import '@/styles/swiper-pagination.css';

interface BannerSwiperProps {
  banners: Banner[];
  autoplayMs: number;
  /** Autoplay runs (the carousel's pause control, or less motion asked for, stops it). */
  playing: boolean;
  /** The move that started it (./use-carousel-start): made as soon as Swiper is ready. */
  firstMove?: CarouselStart;
}

/** The sliding carousel: autoplay, and loop only when there is more than one banner. */
export default function BannerSwiper({ banners, autoplayMs, playing, firstMove }: BannerSwiperProps) {
  const { t } = useTranslation();
  const a11y = useCarouselA11y();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);
  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y]}
      autoplay={{ delay: autoplayMs, disableOnInteraction: false }}
      loop={banners.length > 1}
      pagination={{ clickable: true }}
      a11y={a11y}
      onSwiper={(swiper) => {
        setSwiper(swiper);
        // In a task of its own: Swiper's set-up is one long task already, and the loop's first
        // slide (re-ordering the slides, a layout) added ≈ 15 ms to it at 4× CPU (docs/performance.md, "Main-thread work (TBT)").
        if (!firstMove) return;
        void nextTask().then(() => {
          if (swiper.destroyed) return;
          if (firstMove === 'next') swiper.slideNext();
          else swiper.slidePrev();
        });
      }}
    >
      {banners.map((banner, i) => {
        const image = (
          <img
            className="banner__image"
            src={banner.url}
            alt={banner.title ?? t('banner.alt')}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        );
        return (
          <SwiperSlide key={banner.id ?? banner.url}>
            {banner.link ? <BannerLink link={banner.link}>{image}</BannerLink> : image}
          </SwiperSlide>
        );
      })}
    </Swiper>
  );
}
