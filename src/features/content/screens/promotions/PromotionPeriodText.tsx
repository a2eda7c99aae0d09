import { useTranslation } from '@/lib/use-translation';
import type { Announcement } from '@/api/types/content';
import { Icon } from '@/components/ui/icon/Icon';
import { promotionPeriod } from '../../lib/promotion-period';
import '../../components/content-text.css';

/** "2026/11/08 – 2026/12/31", or "2026/11/08 Long term" for promotions without expiry. */
export function PromotionPeriodText({
  promotion,
}: {
  promotion: Pick<Announcement, 'startDate' | 'endDate' | 'noExpiry'>;
}) {
  const { t } = useTranslation('content');
  const period = promotionPeriod(promotion);
  return (
    <span className="content-meta" aria-label={t('promotions.period')}>
      <Icon name="calendar" size={14} />
      <span>
        {period.kind === 'range'
          ? `${period.start} – ${period.end}`
          : t('promotions.longTerm', { start: period.start })}
      </span>
    </span>
  );
}
