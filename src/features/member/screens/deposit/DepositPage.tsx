import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessageKey } from '@/api';
import type { DepositResult } from '@/api/types/member';
import { EmptyState, LoadFailed, Spinner } from '@/components/ui/feedback';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useDeposit, useDepositChannels } from '../../api/wallet';
import { AmountField } from '../../components/AmountField';
import { RealAccountOnly } from '../../components/RealAccountOnly';
import { SummaryRows } from '../../components/SummaryRows';
import { WalletCard } from '../../components/WalletCard';
import { amountError, parseAmount } from '../../lib/amount';
import { formatAmount } from '@/lib/money';
import { useCurrencySymbol } from '@/queries/currency-symbol';
import { useMemberTemplates } from '../../lib/templates';
import { ChannelPicker } from './ChannelPicker';
import { DepositResultDialog } from './DepositResultDialog';
import { PaymentHelp } from '../../components/PaymentHelp';
import '../../components/member-page.css';
import './deposit.css';

/** Voucher centre (/m/voucherCenter): pick a channel, an amount, submit; the new balance shows at once. */
export function DepositPage() {
  const { t } = useTranslation('member');
  return (
    <RealAccountOnly title={t('deposit.title')}>
      <DepositScreen />
    </RealAccountOnly>
  );
}

function DepositScreen() {
  const { t } = useTranslation('member');
  const channels = useDepositChannels();
  const deposit = useDeposit();
  const symbol = useCurrencySymbol();
  const { newDepositDetail } = useMemberTemplates();
  const [draft, setDraft, clearDraft] = useFormDraft('deposit', {
    amount: '',
    channelId: undefined as string | undefined,
  });
  const { amount, channelId } = draft;
  const setAmount = (next: string) => setDraft((current) => ({ ...current, amount: next }));
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<DepositResult | null>(null);

  if (channels.isPending) return <Spinner />;
  if (channels.isError) return <LoadFailed error={channels.error} onRetry={() => void channels.refetch()} />;
  if (channels.data.length === 0) return <EmptyState>{t('deposit.noChannels')}</EmptyState>;

  const channel =
    channels.data.find((c) => c.id === channelId) ?? channels.data.find((c) => c.recommended) ?? channels.data[0]!;
  const error = amountError(amount, { min: channel.minAmount, max: channel.maxAmount });
  const value = error ? 0 : (parseAmount(amount) ?? 0);
  const bonus = Math.round(value * channel.bonusRate) / 100;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (error || deposit.isPending) return;
    deposit.mutate(
      { channelId: channel.id, amount: value },
      {
        onSuccess: (answer) => {
          clearDraft();
          setResult(answer);
          setAmount('');
          setTouched(false);
        },
      },
    );
  };

  return (
    <section className="page member-page deposit" aria-label={t('deposit.title')}>
      <WalletCard />
      <form className="card member-form" onSubmit={submit} noValidate>
        <ChannelPicker
          channels={channels.data}
          selectedId={channel.id}
          onSelect={(id) => setDraft((current) => ({ ...current, channelId: id }))}
          symbol={symbol}
          detailed={newDepositDetail}
        />
        <AmountField
          value={amount}
          onChange={(next) => {
            setAmount(next);
            deposit.reset();
          }}
          min={channel.minAmount}
          max={channel.maxAmount}
          symbol={symbol}
          error={touched ? error : null}
          presets={channel.presetAmounts}
          disabled={deposit.isPending}
        />
        {newDepositDetail && !error && (
          <SummaryRows
            rows={[
              [t('deposit.amount'), formatAmount(value, symbol)],
              [t('deposit.bonus'), formatAmount(bonus, symbol)],
              [t('deposit.credited'), formatAmount(value + bonus, symbol)],
            ]}
          />
        )}
        {deposit.isError && (
          <p className="field__error" role="alert">
            {t(`common:${errorMessageKey(deposit.error)}`)}
          </p>
        )}
        <button type="submit" className="btn btn--gold btn--block member-form__submit" disabled={deposit.isPending}>
          {deposit.isPending ? t('submitting') : t('deposit.submit')}
        </button>
      </form>
      <p className="member-note">{t('deposit.note')}</p>
      <PaymentHelp />
      <DepositResultDialog result={result} symbol={symbol} onClose={() => setResult(null)} />
    </section>
  );
}
