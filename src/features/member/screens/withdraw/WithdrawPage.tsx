import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { WithdrawResult } from '@/api/types/member';
import { Dialog } from '@/components/ui/dialog';
import { LoadFailed, Spinner } from '@/components/ui/feedback';
import { Icon } from '@/components/ui/icon/Icon';
import { href } from '@/config/paths';
import { useWallet } from '@/queries/member';
import { useWithdrawInfo } from '../../api/wallet';
import { RealAccountOnly } from '../../components/RealAccountOnly';
import { SummaryRows } from '../../components/SummaryRows';
import { WalletCard } from '../../components/WalletCard';
import { formatAmount } from '@/lib/money';
import { WithdrawForm } from './WithdrawForm';
import { PaymentHelp } from '../../components/PaymentHelp';
import '../../components/member-page.css';
import './withdraw.css';

/** Withdraw (/m/withdraw): to a bound card, an amount within the limits and the balance, with the payment password. */
export function WithdrawPage() {
  const { t } = useTranslation('member');
  return (
    <RealAccountOnly title={t('withdraw.title')}>
      <WithdrawScreen />
    </RealAccountOnly>
  );
}

function WithdrawScreen() {
  const { t } = useTranslation('member');
  const info = useWithdrawInfo();
  const wallet = useWallet();
  const [result, setResult] = useState<WithdrawResult | null>(null);

  const body = () => {
    if (info.isPending || wallet.isPending) return <Spinner />;
    if (info.isError) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
    if (wallet.isError) return <LoadFailed error={wallet.error} onRetry={() => void wallet.refetch()} />;
    if (!info.data.hasPaymentPassword)
      return (
        <div className="card member-notice" role="note">
          <Icon name="shield" size={28} />
          <p>{t('withdraw.needPaymentPassword')}</p>
          <Link className="btn btn--primary" to={href('securityCenter')}>
            {t('withdraw.setPaymentPassword')}
          </Link>
        </div>
      );
    if (info.data.cards.length === 0)
      return (
        <div className="card member-notice" role="note">
          <Icon name="card" size={28} />
          <p>{t('withdraw.noCard')}</p>
        </div>
      );
    return (
      <WithdrawForm
        info={info.data}
        balance={wallet.data.sumBalance}
        symbol={wallet.data.currencySymbol}
        onDone={setResult}
      />
    );
  };

  const symbol = wallet.data?.currencySymbol ?? '';
  return (
    <section className="page member-page withdraw" aria-label={t('withdraw.title')}>
      <WalletCard />
      {body()}
      <p className="member-note">{t('withdraw.note')}</p>
      <PaymentHelp />
      <Dialog
        open={!!result}
        onClose={() => setResult(null)}
        title={t('withdraw.success')}
        actions={
          <>
            <Link className="btn btn--ghost" to={href('transactionRecord', { types: 'W' })}>
              {t('deposit.viewRecords')}
            </Link>
            <button type="button" className="btn btn--primary" onClick={() => setResult(null)}>
              {t('done')}
            </button>
          </>
        }
      >
        {result && (
          <>
            <p className="dialog__message">{t('withdraw.pending')}</p>
            <SummaryRows
              rows={[
                [t('deposit.orderNo'), result.orderNo],
                [t('withdraw.amount'), formatAmount(result.amount, symbol)],
                [t('newBalance'), formatAmount(result.balance, symbol)],
              ]}
            />
          </>
        )}
      </Dialog>
    </section>
  );
}
