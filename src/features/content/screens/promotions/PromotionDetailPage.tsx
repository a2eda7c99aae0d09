import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { SafeHtml } from '@/components/ui/safe-html/SafeHtml';
import { href } from '@/config/paths';
import { useAvailablePromotions } from '../../api/use-available-promotions';
import { usePromotions } from '../../api/use-promotions';
import { PROMOTION_DETAIL_IMAGE_SEQUENCE, PROMOTION_IMAGE_SEQUENCE } from '../../constants';
import { PromotionComment } from './PromotionComment';
import { PromotionImage } from './PromotionImage';
import { PromotionPeriodText } from './PromotionPeriodText';
import '../../components/content-text.css';
import './promotions.css';

/** /m/activityDetail?id=: one promotion in full; for a member, whether it is open to them, and its comment box. */
export function PromotionDetailPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = params.get('id');
  const promotions = usePromotions();
  const available = useAvailablePromotions().data;
  if (promotions.isPending) return <Spinner />;
  if (promotions.isError) return <LoadFailed error={promotions.error} onRetry={() => void promotions.refetch()} />;
  const promotion = promotions.data.find((p) => p.id === id);
  if (!promotion) {
    return (
      <section className="page">
        <EmptyState>{t('promotions.notFound')}</EmptyState>
        <Link className="btn btn--primary btn--block" to={href('activity')}>
          {t('promotions.backToList')}
        </Link>
      </section>
    );
  }
  // A member sees which promotions are open to them (available promotions), and comments on those.
  const open = available?.has(promotion.id) ?? false;
  return (
    <article className="page promotion-detail">
      <PromotionImage
        promotion={promotion}
        alt={promotion.title}
        sequences={[PROMOTION_DETAIL_IMAGE_SEQUENCE, PROMOTION_IMAGE_SEQUENCE]}
        eager
      />
      <div className="card promotion-detail__body">
        <h1 className="promotion-detail__title">{promotion.title}</h1>
        {open && <span className="promotion-detail__open">{t('promotions.open')}</span>}
        <PromotionPeriodText promotion={promotion} />
        <SafeHtml className="content-html" html={promotion.content} />
      </div>
      {open && <PromotionComment promotionId={promotion.id} />}
    </article>
  );
}
