import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { BannerCarousel } from '@/components/banner/BannerCarousel';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { SafeHtml } from '@/components/ui/safe-html/SafeHtml';
import { href } from '@/config/paths';
import { useHelpItems } from '../../api/use-help-items';
import { Accordion, AccordionItem } from '../../components/Accordion';
import { HELP_BANNER_GROUP } from '../../constants';
import '../../components/content-text.css';
import './help.css';

/** /m/help: help banners, title, accordion of topics (title + HTML), or an empty placeholder. */
export function HelpCentrePage() {
  const { t } = useTranslation('content');
  const items = useHelpItems();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className="help-page" aria-labelledby="help-heading">
      <BannerCarousel group={HELP_BANNER_GROUP} priority />
      <div className="page">
        <h1 id="help-heading" className="content-page__heading">
          <Icon name="info" />
          {t('help.title')}
        </h1>
        {items.isPending ? (
          <Spinner />
        ) : items.isError ? (
          <LoadFailed error={items.error} onRetry={() => void items.refetch()} />
        ) : items.data.length === 0 ? (
          <EmptyState>{t('help.empty')}</EmptyState>
        ) : (
          <Accordion label={t('help.listLabel')}>
            {items.data.map((item, i) => (
              <AccordionItem
                key={`${i}-${item.title}`}
                expanded={open === i}
                onToggle={() => setOpen(open === i ? null : i)}
                summary={<span className="content-title">{item.title}</span>}
              >
                <SafeHtml className="content-html" html={item.content} />
              </AccordionItem>
            ))}
          </Accordion>
        )}
        <Link className="help-page__contact card" to={href('customer')}>
          <Icon name="headset" />
          <span>{t('help.contact')}</span>
          <Icon name="chevron" size={18} />
        </Link>
      </div>
    </section>
  );
}
