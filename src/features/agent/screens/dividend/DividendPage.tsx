import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { href } from '@/config/paths';
import { useDividendRecords } from '../../api/reports';
import { AgentOnly } from '../../components/AgentOnly';
import { AgentPage, QueryBoundary } from '../../components/AgentPage';
import { Pager } from '../../components/Pager';
import { StatGrid } from '../../components/StatGrid';
import { formatMoney, formatRate } from '@/lib/money';

/** Dividends: half-month periods with the team result, the ratio reached and the amount, newest first. */
export function DividendPage() {
  const { t } = useTranslation('agent');
  const [pageNum, setPage] = useState(1);
  const records = useDividendRecords(pageNum);
  return (
    <AgentOnly>
      <AgentPage>
        <QueryBoundary query={records}>
          {() => {
            const data = records.data!;
            return (
              <>
                <StatGrid hero stats={[{ label: t('dividend.totalPaid'), value: formatMoney(data.totalPaid) }]} />
                <Link className="card agent-link" to={href('dividendContract')}>
                  <Icon name="ticket" />
                  <span>{t('dividend.contract')}</span>
                  <Icon name="chevron" size={18} className="agent-link__chevron" />
                </Link>
                {data.list.length === 0 ? (
                  <EmptyState>{t('dividend.empty')}</EmptyState>
                ) : (
                  <ul className="agent-list" aria-label={t('footer.dividend')}>
                    {data.list.map((record) => (
                      <li key={record.id} className="card agent-row">
                        <div className="agent-row__head">
                          <span className="agent-row__name agent-row__name--dates">
                            {t('dividend.period', { start: record.periodStart, end: record.periodEnd })}
                          </span>
                          <span className={`agent-chip agent-chip--${record.status}`}>
                            {t(`dividend.status.${record.status}`)}
                          </span>
                          <span className="agent-row__side agent-table__gold">{formatMoney(record.amount)}</span>
                        </div>
                        <dl className="agent-facts">
                          <div className="agent-facts__pair">
                            <dt>{t('dividend.teamProfit')}</dt>
                            <dd>{formatMoney(record.teamProfit)}</dd>
                          </div>
                          <div className="agent-facts__pair">
                            <dt>{t('dividend.activeMembers')}</dt>
                            <dd>{record.activeMembers}</dd>
                          </div>
                          <div className="agent-facts__pair">
                            <dt>{t('dividend.ratio')}</dt>
                            <dd>{t('percent', { rate: formatRate(record.ratio) })}</dd>
                          </div>
                        </dl>
                      </li>
                    ))}
                  </ul>
                )}
                <Pager page={data.pageNum} totalPages={data.totalPages} onChange={setPage} />
              </>
            );
          }}
        </QueryBoundary>
      </AgentPage>
    </AgentOnly>
  );
}
