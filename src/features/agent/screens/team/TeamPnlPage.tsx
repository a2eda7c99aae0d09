import { useTranslation } from '@/lib/use-translation';
import type { PnlRow } from '@/api/types/agent';
import { isAgentType } from '@/config/constants';
import { useTeamPnl } from '../../api/reports';
import { PeriodReport } from '../../components/PeriodReport';
import { formatMoney, signClass, signedMoney } from '@/lib/money';
import { useListControls } from '../../lib/use-list-controls';

const FIGURES = [
  ['bet', 'betAmount'],
  ['validBet', 'validBetAmount'],
  ['payout', 'payoutAmount'],
  ['rebate', 'rebateAmount'],
  ['deposit', 'depositAmount'],
  ['withdraw', 'withdrawAmount'],
] as const;

function PnlCard({ row }: { row: PnlRow }) {
  const { t } = useTranslation('agent');
  return (
    <li className="card agent-row">
      <div className="agent-row__head">
        <span className="agent-row__name">{row.username}</span>
        {isAgentType(row.type) && <span className="agent-chip agent-chip--agent">{t('team.agent')}</span>}
        <span
          className={`agent-row__side ${signClass(row.profitAmount)}`}
          aria-label={`${t('pnl.profit')} ${signedMoney(row.profitAmount)}`}
        >
          {signedMoney(row.profitAmount)}
        </span>
      </div>
      <dl className="agent-facts">
        {FIGURES.map(([label, key]) => (
          <div key={key} className="agent-facts__pair">
            <dt>{t(`pnl.${label}`)}</dt>
            <dd>{formatMoney(row[key])}</dd>
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
  const pnl = useTeamPnl(controls.params);
  return (
    <PeriodReport
      controls={controls}
      report={pnl}
      searchable
      totals={({ summary }) => [
        {
          label: t('pnl.profit'),
          value: signedMoney(summary.profitAmount),
          className: signClass(summary.profitAmount),
        },
        ...FIGURES.map(([label, key]) => ({ label: t(`pnl.${label}`), value: formatMoney(summary[key]) })),
      ]}
      listLabel={t('grid.teamPnl')}
      rows={(data) => data.list.map((row) => <PnlCard key={row.username} row={row} />)}
    />
  );
}
