import type { Announcement } from '@/api/types/content';
import { useImageUrl } from '@/queries/site';
import { PROMOTION_IMAGE_HEIGHT, PROMOTION_IMAGE_WIDTH } from '../../constants';
import { promotionListImage } from '../../lib/promotion-period';

interface PromotionImageProps {
  promotion: Announcement;
  /** Empty when the title is shown right next to the image. */
  alt: string;
  sequences: readonly number[];
  /** Above the fold: load at once. */
  eager?: boolean;
}

/** The first of the promotion's images with one of `sequences`, at the artwork's fixed size. */
export function PromotionImage({ promotion, alt, sequences, eager }: PromotionImageProps) {
  const resolve = useImageUrl();
  const url = sequences.map((s) => promotionListImage(promotion, s)).find(Boolean);
  if (!url) return null;
  return (
    <img
      className="promotion__image"
      src={resolve(url)}
      alt={alt}
      width={PROMOTION_IMAGE_WIDTH}
      height={PROMOTION_IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
