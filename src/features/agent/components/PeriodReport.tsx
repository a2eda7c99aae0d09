import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Paged } from '@/api/types/common';
import { EmptyState } from '@/components/ui/feedback';
import type { ListControls } from '../lib/use-list-controls';
import { AgentOnly } from './AgentOnly';
import { AgentPage, QueryBoundary, type QueryState } from './AgentPage';
import { MemberSearch } from './MemberSearch';
import { Pager } from './Pager';
import { PeriodFilter } from './PeriodFilter';
import { StatGrid, type Stat } from './StatGrid';

interface PeriodReportProps<D extends Paged<unknown>> {
  controls: ListControls;
  report: QueryState & { data?: D };
  /** The team lists search by member; rebate income has no search. */
  searchable?: boolean;
  /** The period's totals above the rows. */
  totals(data: D): Stat[];
  /** Totals as one large figure (rebate income) rather than a titled card. */
  heroTotals?: boolean;
  listLabel: string;
  /** The page's rows, each an `<li>`. */
  rows(data: D): ReactNode;
}

/** An agent report over a period: period tabs, optional member search, totals, rows and pages. */
export function PeriodReport<D extends Paged<unknown>>({
  controls,
  report,
  searchable,
  totals,
  heroTotals,
  listLabel,
  rows,
}: PeriodReportProps<D>) {
  const { t } = useTranslation('agent');
  return (
    <AgentOnly>
      <AgentPage>
        <PeriodFilter value={controls.period} onChange={controls.setPeriod} />
        {searchable && <MemberSearch value={controls.search} onChange={controls.setSearch} />}
        <QueryBoundary query={report}>
          {() => {
            const data = report.data!;
            return (
              <>
                {heroTotals ? <StatGrid hero stats={totals(data)} /> : <SummaryCard stats={totals(data)} />}
                {data.list.length === 0 ? (
                  <EmptyState>{t('list.empty')}</EmptyState>
                ) : (
                  <ul className="agent-list" aria-label={listLabel}>
                    {rows(data)}
                  </ul>
                )}
                <Pager page={data.pageNum} totalPages={data.totalPages} onChange={controls.setPage} />
              </>
            );
          }}
        </QueryBoundary>
      </AgentPage>
    </AgentOnly>
  );
}

/** The period's totals in a titled card. */
function SummaryCard({ stats }: { stats: Stat[] }) {
  const { t } = useTranslation('agent');
  const titleId = useId();
  return (
    <section className="card agent-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="agent-card__title">
        {t('list.summary')}
      </h2>
      <StatGrid stats={stats} />
    </section>
  );
}
