import { useTranslation } from '@/lib/use-translation';
import type { GameRecordSummary as Summary } from '@/api/types/rewards';
import { formatAmount } from '@/lib/money';
import { WinLoss } from './WinLoss';

/** Totals of the whole filtered range: rounds, stakes, payouts and the player's win or loss. */
export function GameRecordSummary({ summary, symbol }: { summary: Summary; symbol: string }) {
  const { t } = useTranslation('rewards');
  return (
    <dl className="card game-records__summary" aria-label={t('gameRecords.summary')}>
      <div>
        <dt>{t('gameRecords.rounds')}</dt>
        <dd>{summary.count}</dd>
      </div>
      <div>
        <dt>{t('gameRecords.totalStake')}</dt>
        <dd>{formatAmount(summary.stake, symbol)}</dd>
      </div>
      <div>
        <dt>{t('gameRecords.totalPayout')}</dt>
        <dd>{formatAmount(summary.payout, symbol)}</dd>
      </div>
      <div>
        <dt>{t('gameRecords.winLoss')}</dt>
        <dd>
          <WinLoss amount={summary.payout - summary.stake} symbol={symbol} />
        </dd>
      </div>
    </dl>
  );
}
