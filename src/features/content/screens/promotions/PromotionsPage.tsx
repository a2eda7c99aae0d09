import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { SafeHtml } from '@/components/ui/safe-html/SafeHtml';
import { href } from '@/config/paths';
import { usePromotionCategories, usePromotions } from '../../api/use-promotions';
import { Accordion, AccordionItem } from '../../components/Accordion';
import { PROMOTION_IMAGE_SEQUENCE, PROMOTION_LOCATION_PARAM, PROMOTION_SCROLL_DELAY_MS } from '../../constants';
import { PromotionCategoryMenu, ALL_CATEGORIES } from './PromotionCategoryMenu';
import { PromotionImage } from './PromotionImage';
import { PromotionPeriodText } from './PromotionPeriodText';
import '../../components/content-text.css';
import './promotions.css';

const itemDomId = (id: string) => `promotion-${id}`;

/** /m/activity: category menu and an accordion of promotions; `?id=` opens one and scrolls to it. */
export function PromotionsPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const targetId = params.get('id');
  const location = Number(params.get(PROMOTION_LOCATION_PARAM));
  const promotions = usePromotions();
  const categories = usePromotionCategories();
  const menu = categories.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(targetId);
  // The link's promotion is shown whatever its category; `location` picks a menu entry otherwise.
  const category = chosen ?? (targetId ? ALL_CATEGORIES : (menu[location - 1]?.id ?? ALL_CATEGORIES));

  const visible = useMemo(
    () =>
      (promotions.data ?? []).filter(
        (p) => category === ALL_CATEGORIES || p.promoAnnouncementCategoryIds?.includes(category),
      ),
    [promotions.data, category],
  );
  const targetLoaded = !!targetId && visible.some((p) => p.id === targetId);

  useEffect(() => {
    if (!targetLoaded || !targetId) return;
    const timer = setTimeout(() => {
      document.getElementById(itemDomId(targetId))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, PROMOTION_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [targetLoaded, targetId]);

  return (
    <section className="page promotions-page">
      {categories.isError ? (
        <LoadFailed error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <PromotionCategoryMenu categories={menu} selected={category} onSelect={setChosen} />
      )}
      {promotions.isPending ? (
        <Spinner />
      ) : promotions.isError ? (
        <LoadFailed error={promotions.error} onRetry={() => void promotions.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState>{t('promotions.empty')}</EmptyState>
      ) : (
        <Accordion label={t('promotions.listLabel')}>
          {visible.map((p, i) => (
            <AccordionItem
              key={p.id}
              id={itemDomId(p.id)}
              className="promotion"
              expanded={open === p.id}
              onToggle={() => setOpen(open === p.id ? null : p.id)}
              media={<PromotionImage promotion={p} alt="" sequences={[PROMOTION_IMAGE_SEQUENCE]} eager={i < 2} />}
              summary={
                <>
                  <span className="content-title">{p.title}</span>
                  <PromotionPeriodText promotion={p} />
                </>
              }
            >
              <SafeHtml className="content-html" html={p.content} />
              <Link className="content-link" to={href('activityDetail', { id: p.id })}>
                {t('promotions.viewDetail')}
              </Link>
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </section>
  );
}
