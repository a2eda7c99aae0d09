import { useTranslation } from '@/lib/use-translation';
import type { TransactionRecord } from '@/api/types/member';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { formatAmount } from '@/lib/money';

const STATUS_TAG = { SUCCESS: 'tag--success', PENDING: 'tag--gold', FAILED: 'tag--danger' } as const;

/** One movement: type, remark, time, signed amount, status and the balance after it where known. */
export function TransactionRow({ record, symbol }: { record: TransactionRecord; symbol: string }) {
  const { t } = useTranslation('member');
  const incoming = record.amount >= 0;
  const kind = t(`records.kind.${record.type}`);
  return (
    <li className="tx-row">
      <span className={`tx-row__type tx-row__type--${record.type}`} aria-hidden="true">
        {t(`records.short.${record.type}`)}
      </span>
      <div className="tx-row__main">
        <strong>{kind}</strong>
        {record.remark && record.remark !== kind && <span className="tx-row__remark">{record.remark}</span>}
        <time dateTime={record.time}>{formatDateTime(record.time)}</time>
      </div>
      <div className="tx-row__side">
        <span className={`tx-row__amount ${incoming ? 'is-in' : 'is-out'}`}>
          {incoming ? '+' : '−'}
          {formatMoney(Math.abs(record.amount))}
        </span>
        <span className={`tag ${STATUS_TAG[record.status]}`}>{t(`records.status.${record.status}`)}</span>
        {record.balanceAfter !== null && (
          <span className="tx-row__after">
            {t('records.balanceAfter', { balance: formatAmount(record.balanceAfter, symbol) })}
          </span>
        )}
      </div>
    </li>
  );
}
