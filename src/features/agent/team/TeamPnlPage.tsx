import { useTranslation } from 'react-i18next';
import type { PnlRow } from '@/api/types/agent';
import { EmptyState } from '@/components/ui/feedback';
import { isAgentType } from '@/config/constants';
import { useTeamPnl } from '../api/reports';
import { AgentOnly } from '../components/AgentOnly';
import { AgentPage, QueryBoundary } from '../components/AgentPage';
import { MemberSearch } from '../components/MemberSearch';
import { Pager } from '../components/Pager';
import { PeriodTabs } from '../components/PeriodTabs';
import { StatGrid } from '../components/StatGrid';
import { money, signClass, signedMoney } from '../lib/money';
import { useListControls } from '../lib/use-list-controls';

const FIGURES = [
  ['bet', 'betAmount'], ['validBet', 'validBetAmount'], ['payout', 'payoutAmount'],
  ['rebate', 'rebateAmount'], ['deposit', 'depositAmount'], ['withdraw', 'withdrawAmount'],
] as const;

function PnlCard({ row }: { row: PnlRow }) {
  const { t } = useTranslation('agent');
  return (
    <li className="card agent-row">
      <div className="agent-row__head">
        <span className="agent-row__name">{row.username}</span>
        {isAgentType(row.type) && <span className="agent-chip agent-chip--agent">{t('team.agent')}</span>}
        <span className={`agent-row__side ${signClass(row.profitAmount)}`} aria-label={`${t('pnl.profit')} ${signedMoney(row.profitAmount)}`}>
          {signedMoney(row.profitAmount)}
        </span>
      </div>
      <dl className="agent-facts">
        {FIGURES.map(([label, key]) => (
          <div key={key} className="agent-facts__pair">
            <dt>{t(`pnl.${label}`)}</dt>
            <dd>{money(row[key])}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Team profit and loss: each member's bets, payouts, rebates and win/loss over a period, with the team total. */
export function TeamPnlPage() {
  const { t } = useTranslation('agent');
  const controls = useListControls();
  const pnl = useTeamPnl({ period: controls.period, pageNum: controls.pageNum, username: controls.username });
  return (
    <AgentOnly>
      <AgentPage>
        <PeriodTabs value={controls.period} onChange={controls.setPeriod} />
        <MemberSearch value={controls.search} onChange={controls.setSearch} />
        <QueryBoundary query={pnl}>
          {() => {
            const data = pnl.data!;
            return (
              <>
                <section className="card agent-card" aria-labelledby="pnl-summary">
                  <h2 id="pnl-summary" className="agent-card__title">{t('list.summary')}</h2>
                  <StatGrid
                    stats={[
                      { label: t('pnl.profit'), value: signedMoney(data.summary.profitAmount), className: signClass(data.summary.profitAmount) },
                      ...FIGURES.map(([label, key]) => ({ label: t(`pnl.${label}`), value: money(data.summary[key]) })),
                    ]}
                  />
                </section>
                {data.list.length === 0 ? (
                  <EmptyState>{t('list.empty')}</EmptyState>
                ) : (
                  <ul className="agent-list" aria-label={t('grid.teamPnl')}>
                    {data.list.map((row) => <PnlCard key={row.username} row={row} />)}
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
