import { useRef } from 'react';
import { useAutoplay } from '@/hooks/use-autoplay';
import { LoadFailed } from '@/components/ui/feedback';
import { lazyPart } from '@/components/ui/lazy-part';
import { PauseToggle } from '@/components/ui/pause-toggle';
import { useTranslation } from '@/lib/use-translation';
import type { BannerGroup } from '@/api/types/content';
import { useImageUrl } from '@/queries/site';
import { BannerLink } from './BannerLink';
import { BANNER_AUTOPLAY_MS, BANNER_HEIGHT, BANNER_WIDTH } from './constants';
import { useBanners } from './use-banners';
import { useCarouselStart } from './use-carousel-start';
import './banner.css';

// Swiper loads only when a group has more than one banner to slide through, once it is to move.
const BannerSwiper = lazyPart(() => import('./BannerSwiper'));

interface BannerCarouselProps {
  group: BannerGroup;
  /** Skip the first banner (login, register and forget pages hide it). */
  skipFirst?: boolean;
  /** The first banner is the page's largest paint: load it eagerly. */
  priority?: boolean;
  className?: string;
}

export function BannerCarousel({ group, skipFirst, priority, className }: BannerCarouselProps) {
  const { t } = useTranslation();
  const banners = useBanners(group);
  const resolve = useImageUrl();
  const list = (banners.data ?? []).slice(skipFirst ? 1 : 0).map((b) => ({ ...b, url: resolve(b.url) }));
  const section = useRef<HTMLElement>(null);
  const { playing, toggle } = useAutoplay();
  const start = useCarouselStart(section, list.length > 1, BANNER_AUTOPLAY_MS, playing);

  // A page's top banner stands on the brand artwork (src/styles/global.css), in the same box the
  // shell's skeleton drew: the screen opens on a picture, which stays under each image until it loads.
  const box = ['banner', priority && 'banner--hero', className].filter(Boolean).join(' ');
  if (banners.isPending) return <div className={priority ? box : `${box} skeleton`} aria-hidden="true" />;
  if (banners.isError)
    return (
      <div className={box}>
        <LoadFailed compact error={banners.error} onRetry={() => void banners.refetch()} />
      </div>
    );
  if (list.length === 0) return null;

  const first = (
    <img
      className="banner__image"
      src={list[0].url}
      alt={list[0].title ?? t('banner.alt')}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
  const still = (
    <>
      {list[0].link ? <BannerLink link={list[0].link}>{first}</BannerLink> : first}
      {list.length > 1 && <StillDots count={list.length} />}
    </>
  );
  return (
    <section ref={section} className={box} aria-roledescription="carousel" aria-label={t('banner.label')}>
      {start ? (
        <BannerSwiper
          banners={list}
          autoplayMs={BANNER_AUTOPLAY_MS}
          playing={playing}
          firstMove={start}
          fallback={still}
        />
      ) : (
        still
      )}
      {list.length > 1 && (
        <PauseToggle
          className="banner__pause"
          playing={playing}
          onToggle={toggle}
          label={t(playing ? 'banner.pause' : 'banner.play')}
        />
      )}
    </section>
  );
}

/** Where Swiper's pagination will be, drawn before it starts (decoration: Swiper's bullets are the controls). */
function StillDots({ count }: { count: number }) {
  return (
    <div className="banner__dots" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={`banner__dot ${i === 0 ? 'is-active' : ''}`} />
      ))}
    </div>
  );
}
