import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';
import { formatAmount } from '@/lib/money';
import { useWallet } from '@/queries/member';
import { useUiStore } from '@/stores/ui';
import './balance.css';

export const BALANCE_MASK = '******';

/**
 * Total balance with 2 decimals and the currency symbol; hide toggle (one name, "Hide balance", pressed
 * while hidden, as a toggle button is announced); refresh (masked while refreshing).
 */
export function BalanceWidget({ className }: { className?: string }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const hidden = useUiStore((s) => s.balanceHidden);
  const setHidden = useUiStore((s) => s.setBalanceHidden);
  const masked = hidden || wallet.isFetching || !wallet.data;
  const amount = wallet.data ? formatAmount(wallet.data.sumBalance, wallet.data.currencySymbol) : '';

  return (
    <div className={`balance ${className ?? ''}`}>
      <span className="balance__label">{t('balance.total')}</span>
      <output className="balance__amount" aria-live="polite" aria-label={t('balance.total')}>
        {masked ? BALANCE_MASK : amount}
      </output>
      <button
        type="button"
        className="icon-button"
        onClick={() => setHidden(!hidden)}
        aria-label={t('balance.hide')}
        aria-pressed={hidden}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
      <button
        type="button"
        className={`icon-button ${wallet.isFetching ? 'is-spinning' : ''}`}
        onClick={() => wallet.refetch()}
        disabled={wallet.isFetching}
        aria-label={t('balance.refresh')}
      >
        <Icon name="refresh" size={18} />
      </button>
    </div>
  );
}
