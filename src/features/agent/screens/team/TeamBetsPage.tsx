import { useTranslation } from '@/lib/use-translation';
import type { TeamBet } from '@/api/types/agent';
import { useTeamBets } from '../../api/reports';
import { PeriodReport } from '../../components/PeriodReport';
import { formatMoney } from '@/lib/money';
import { useListControls } from '../../lib/use-list-controls';

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
        <div className="agent-facts__pair">
          <dt>{t('pnl.bet')}</dt>
          <dd>{formatMoney(bet.betAmount)}</dd>
        </div>
        <div className="agent-facts__pair">
          <dt>{t('pnl.validBet')}</dt>
          <dd>{formatMoney(bet.validBetAmount)}</dd>
        </div>
        <div className="agent-facts__pair">
          <dt>{t('pnl.payout')}</dt>
          <dd>{formatMoney(bet.payoutAmount)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Team betting: the team's single bets over a period, newest first, searchable by member. */
export function TeamBetsPage() {
  const { t } = useTranslation('agent');
  const controls = useListControls();
  const bets = useTeamBets(controls.params);
  return (
    <PeriodReport
      controls={controls}
      report={bets}
      searchable
      totals={({ summary }) => [
        { label: t('bets.count'), value: summary.betCount },
        { label: t('pnl.bet'), value: formatMoney(summary.betAmount) },
        { label: t('pnl.validBet'), value: formatMoney(summary.validBetAmount) },
        { label: t('pnl.payout'), value: formatMoney(summary.payoutAmount) },
      ]}
      listLabel={t('grid.teamBetting')}
      rows={(data) => data.list.map((bet) => <BetCard key={bet.id} bet={bet} />)}
    />
  );
}
