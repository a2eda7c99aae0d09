import { useTranslation } from '@/lib/use-translation';
import { useRebateIncome } from '../../api/reports';
import { PeriodReport } from '../../components/PeriodReport';
import { formatMoney, formatRate } from '@/lib/money';
import { useListControls } from '../../lib/use-list-controls';

/** Agent rebate income: per day and game type, the team's valid bets times the agent's rate difference. */
export function RebateIncomePage() {
  const { t } = useTranslation('agent');
  const controls = useListControls();
  const income = useRebateIncome(controls.params);
  return (
    <PeriodReport
      controls={controls}
      report={income}
      totals={(data) => [{ label: t('rebateIncome.total'), value: formatMoney(data.totalRebate) }]}
      heroTotals
      listLabel={t('grid.rebateIncome')}
      rows={(data) =>
        data.list.map((row) => (
          <li key={`${row.date}-${row.gameType}`} className="card agent-row">
            <div className="agent-row__head">
              <span className="agent-row__name">{t(`gameTypes.${row.gameType}`, { defaultValue: row.gameType })}</span>
              <time className="agent-chip">{row.date}</time>
              <span className="agent-row__side agent-table__gold">{formatMoney(row.rebateAmount)}</span>
            </div>
            <dl className="agent-facts">
              <div className="agent-facts__pair">
                <dt>{t('rebateIncome.validBet')}</dt>
                <dd>{formatMoney(row.validBetAmount)}</dd>
              </div>
              <div className="agent-facts__pair">
                <dt>{t('rebateIncome.rate')}</dt>
                <dd>{t('percent', { rate: formatRate(row.rate) })}</dd>
              </div>
            </dl>
          </li>
        ))
      }
    />
  );
}
