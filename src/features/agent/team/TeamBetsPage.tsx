import { useTranslation } from 'react-i18next';
import type { TeamBet } from '@/api/types/agent';
import { EmptyState } from '@/components/ui/feedback';
import { useTeamBets } from '../api/reports';
import { AgentOnly } from '../components/AgentOnly';
import { AgentPage, QueryBoundary } from '../components/AgentPage';
import { MemberSearch } from '../components/MemberSearch';
import { Pager } from '../components/Pager';
import { PeriodTabs } from '../components/PeriodTabs';
import { StatGrid } from '../components/StatGrid';
import { money } from '../lib/money';
import { useListControls } from '../lib/use-list-controls';

function BetCard({ bet }: { bet: TeamBet }) {
  const { t } = useTranslation('agent');
  return (
    <li className="card agent-row">
      <div className="agent-row__head">
        <span className="agent-row__name">{bet.username}</span>
        <span className={`agent-chip agent-chip--${bet.status} agent-row__side`}>{t(`bets.status.${bet.status}`)}</span>
      </div>
      <p className="agent-row__sub">
        {bet.gameName} · {t(`gameTypes.${bet.gameType}`, { defaultValue: bet.gameType })}
        <time className="agent-row__time">{bet.betTime}</time>
      </p>
      <dl className="agent-facts">
        <div className="agent-facts__pair"><dt>{t('pnl.bet')}</dt><dd>{money(bet.betAmount)}</dd></div>
        <div className="agent-facts__pair"><dt>{t('pnl.validBet')}</dt><dd>{money(bet.validBetAmount)}</dd></div>
        <div className="agent-facts__pair"><dt>{t('pnl.payout')}</dt><dd>{money(bet.payoutAmount)}</dd></div>
      </dl>
    </li>
  );
}

/** Team betting: the team's single bets over a period, newest first, searchable by member. */
export function TeamBetsPage() {
  const { t } = useTranslation('agent');
  const controls = useListControls();
  const bets = useTeamBets({ period: controls.period, pageNum: controls.pageNum, username: controls.username });
  return (
    <AgentOnly>
      <AgentPage>
        <PeriodTabs value={controls.period} onChange={controls.setPeriod} />
        <MemberSearch value={controls.search} onChange={controls.setSearch} />
        <QueryBoundary query={bets}>
          {() => {
            const data = bets.data!;
            return (
              <>
                <section className="card agent-card" aria-labelledby="bets-summary">
                  <h2 id="bets-summary" className="agent-card__title">{t('list.summary')}</h2>
                  <StatGrid
                    stats={[
                      { label: t('bets.count'), value: data.summary.betCount },
                      { label: t('pnl.bet'), value: money(data.summary.betAmount) },
                      { label: t('pnl.validBet'), value: money(data.summary.validBetAmount) },
                      { label: t('pnl.payout'), value: money(data.summary.payoutAmount) },
                    ]}
                  />
                </section>
                {data.list.length === 0 ? (
                  <EmptyState>{t('list.empty')}</EmptyState>
                ) : (
                  <ul className="agent-list" aria-label={t('grid.teamBetting')}>
                    {data.list.map((bet) => <BetCard key={bet.id} bet={bet} />)}
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
