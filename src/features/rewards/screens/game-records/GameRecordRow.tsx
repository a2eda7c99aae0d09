import { useTranslation } from '@/lib/use-translation';
import type { GameRecord } from '@/api/types/rewards';
import { formatDateTime } from '@/lib/dates';
import { formatAmount } from '@/lib/money';
import { WinLoss } from './WinLoss';

export function GameRecordRow({ record, symbol }: { record: GameRecord; symbol: string }) {
  const { t } = useTranslation('rewards');
  return (
    <li className="game-record">
      <div className="game-record__main">
        <strong>{record.gameName}</strong>
        <span className="game-record__meta">
          {record.vendor} · {t(`gameRecords.types.${record.gameType}`, { defaultValue: record.gameType })}
        </span>
        <time dateTime={record.time}>{formatDateTime(record.time)}</time>
      </div>
      <div className="game-record__side">
        <span className="game-record__stake">
          {t('gameRecords.stake', { amount: formatAmount(record.stake, symbol) })}
        </span>
        <WinLoss amount={record.payout - record.stake} symbol={symbol} />
      </div>
    </li>
  );
}
