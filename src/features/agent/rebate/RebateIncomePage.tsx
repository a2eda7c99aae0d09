import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/feedback';
import { useRebateIncome } from '../api/reports';
import { AgentOnly } from '../components/AgentOnly';
import { AgentPage, QueryBoundary } from '../components/AgentPage';
import { Pager } from '../components/Pager';
import { PeriodTabs } from '../components/PeriodTabs';
import { StatGrid } from '../components/StatGrid';
import { money } from '../lib/money';
import { useListControls } from '../lib/use-list-controls';

/** Agent rebate income: per day and game type, the team's valid bets times the agent's rate difference. */
export function RebateIncomePage() {
  const { t } = useTranslation('agent');
  const controls = useListControls();
  const income = useRebateIncome({ period: controls.period, pageNum: controls.pageNum });
  return (
    <AgentOnly>
      <AgentPage>
        <PeriodTabs value={controls.period} onChange={controls.setPeriod} />
        <QueryBoundary query={income}>
          {() => {
            const data = income.data!;
            return (
              <>
                <StatGrid hero stats={[{ label: t('rebateIncome.total'), value: money(data.totalRebate) }]} />
                {data.list.length === 0 ? (
                  <EmptyState>{t('list.empty')}</EmptyState>
                ) : (
                  <ul className="agent-list" aria-label={t('grid.rebateIncome')}>
                    {data.list.map((row) => (
                      <li key={`${row.date}-${row.gameType}`} className="card agent-row">
                        <div className="agent-row__head">
                          <span className="agent-row__name">{t(`gameTypes.${row.gameType}`, { defaultValue: row.gameType })}</span>
                          <time className="agent-chip">{row.date}</time>
                          <span className="agent-row__side agent-table__gold">{money(row.rebateAmount)}</span>
                        </div>
                        <dl className="agent-facts">
                          <div className="agent-facts__pair"><dt>{t('rebateIncome.validBet')}</dt><dd>{money(row.validBetAmount)}</dd></div>
                          <div className="agent-facts__pair"><dt>{t('rebateIncome.rate')}</dt><dd>{row.rate} %</dd></div>
                        </dl>
                      </li>
                    ))}
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
