import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { VietnamRegion } from '@/api/types/lottery';
import { EmptyState, LoadFailed } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { LazySection } from '@/components/ui/lazy-section';
import { href } from '@/config/paths';
import { useRecentVietnamDraws } from '../../api/recent-vietnam';
import { HOME_DRAW_DAYS, RECENT_VIETNAM_HOME_COUNT } from '../../constants';
import { groupVietnamDraws, VIETNAM_REGIONS } from '../../lib/vietnam-draws';
import { DrawDayTable } from './DrawDayTable';
import './vietnam-block.css';

/**
 * §2 home Vietnam lottery block: the recent regional draws by region and draw day. Its title shows
 * at once; the results render (and are asked for) when the block comes near the viewport.
 */
export default function VietnamLotteryBlock() {
  const { t } = useTranslation('lottery');
  const titleId = useId();
  return (
    <section className="vn-block" aria-labelledby={titleId}>
      {/* Headed as home's game sections are: a pictogram, the title, "More" with its chevron. */}
      <header className="vn-block__head">
        <span className="section-icon" aria-hidden="true">
          <Icon name="ticket" size={18} />
        </span>
        <h2 id={titleId}>{t('home.title')}</h2>
        <Link to={href('lott')} className="section-more" aria-describedby={titleId}>
          {t('home.more')}
          <Icon name="chevron" size={14} />
        </Link>
      </header>
      <LazySection placeholder={<div className="vn-block__card vn-block__card--placeholder card" aria-hidden="true" />}>
        <VietnamDraws />
      </LazySection>
    </section>
  );
}

/** The block's card: region tabs, draw-day chips and the results table of the chosen day. */
function VietnamDraws() {
  const { t } = useTranslation('lottery');
  const panelId = useId();
  const draws = useRecentVietnamDraws(RECENT_VIETNAM_HOME_COUNT);
  const [region, setRegion] = useState<VietnamRegion>('NORTH');
  const [dayIndex, setDayIndex] = useState(0);

  const days = draws.data ? groupVietnamDraws(draws.data)[region].slice(0, HOME_DRAW_DAYS) : [];
  const day = days[Math.min(dayIndex, days.length - 1)];
  const pickRegion = (next: VietnamRegion) => {
    setRegion(next);
    setDayIndex(0);
  };

  return (
    <div className="vn-block__card card">
      <Tabs
        label={t('home.regionsLabel')}
        tabs={VIETNAM_REGIONS.map((id) => ({ id, label: t(`home.regions.${id}`) }))}
        selected={region}
        onSelect={pickRegion}
        panelId={panelId}
        className="vn-block__regions"
        tabClassName="vn-block__region"
        selectedClassName="vn-block__region--on"
      />
      <TabPanel panelId={panelId} selected={region} className="vn-block__panel">
        {draws.isPending ? (
          <div className="vn-block__skeleton skeleton" aria-busy="true" aria-label={t('home.loading')} />
        ) : draws.isError ? (
          <LoadFailed error={draws.error} onRetry={() => void draws.refetch()} />
        ) : !day ? (
          <EmptyState>{t('home.empty')}</EmptyState>
        ) : (
          <>
            <div className="vn-block__days" role="group" aria-label={t('home.daysLabel')}>
              {days.map((d, i) => (
                <button
                  key={d.date}
                  type="button"
                  aria-pressed={d === day}
                  className={`vn-block__day${d === day ? ' vn-block__day--on' : ''}`}
                  onClick={() => setDayIndex(i)}
                >
                  {d.date.slice(5).replace('-', '/')}
                </button>
              ))}
            </div>
            <DrawDayTable
              day={day}
              caption={t('home.caption', { region: t(`home.regions.${region}`), date: day.date })}
            />
          </>
        )}
      </TabPanel>
    </div>
  );
}
