import type { Announcement } from '@/api/types/content';
import { formatDate } from '@/lib/dates';
import { PROMOTION_DATE_SEPARATOR } from '../constants';

export type PromotionPeriod =
  | { kind: 'range'; start: string; end: string }
  /** No expiry (noExpiry 1, or no end date): the start date plus the words for long term. */
  | { kind: 'longTerm'; start: string };

/** A promotion's dates as the list shows them: YYYY/MM/DD. */
export function promotionPeriod(promotion: Pick<Announcement, 'startDate' | 'endDate' | 'noExpiry'>): PromotionPeriod {
  const start = formatDate(promotion.startDate, PROMOTION_DATE_SEPARATOR);
  if (promotion.noExpiry === 1 || !promotion.endDate) return { kind: 'longTerm', start };
  return { kind: 'range', start, end: formatDate(promotion.endDate, PROMOTION_DATE_SEPARATOR) };
}

/** The list image: the announcement image with sequence 1. */
export function promotionListImage(
  promotion: Pick<Announcement, 'announcementImages'>,
  sequence: number,
): string | undefined {
  return promotion.announcementImages?.find((image) => image.sequence === sequence)?.url;
}
