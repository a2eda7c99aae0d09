import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { DepositResult } from '@/api/types/member';
import { Dialog } from '@/components/ui/dialog';
import { href } from '@/config/paths';
import { SummaryRows } from '../../components/SummaryRows';
import { formatAmount } from '@/lib/money';

/** "Deposit successful" with the order number, amounts and the new balance. */
export function DepositResultDialog({
  result,
  symbol,
  onClose,
}: {
  result: DepositResult | null;
  symbol: string;
  onClose(): void;
}) {
  const { t } = useTranslation('member');
  return (
    <Dialog
      open={!!result}
      onClose={onClose}
      title={t('deposit.success')}
      actions={
        <>
          <Link className="btn btn--ghost" to={href('transactionRecord', { types: 'D' })}>
            {t('deposit.viewRecords')}
          </Link>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('done')}
          </button>
        </>
      }
    >
      {result && (
        <SummaryRows
          rows={[
            [t('deposit.orderNo'), result.orderNo],
            [t('deposit.amount'), formatAmount(result.amount, symbol)],
            ...(result.bonus > 0 ? [[t('deposit.bonus'), formatAmount(result.bonus, symbol)] as [string, string]] : []),
            [t('newBalance'), formatAmount(result.balance, symbol)],
          ]}
        />
      )}
    </Dialog>
  );
}
