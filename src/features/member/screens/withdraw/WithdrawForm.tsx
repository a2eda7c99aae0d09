import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiError, errorMessageKey } from '@/api';
import { useFormDraft } from '@/hooks/use-form-draft';
import type { WithdrawInfo, WithdrawResult } from '@/api/types/member';
import { formatAmount } from '@/lib/money';
import { useWithdraw } from '../../api/wallet';
import { AmountField } from '../../components/AmountField';
import { SummaryRows } from '../../components/SummaryRows';
import { PasswordField } from '@/components/ui/form';
import { PAYMENT_PASSWORD_INPUT, PAYMENT_PASSWORD_PATTERN } from '../../constants';
import { amountError, parseAmount } from '../../lib/amount';
import { BankCardPicker } from './BankCardPicker';

const WRONG_PAYMENT_PASSWORD = 'payment.password.error';
/** `a - b` in whole cents, so 1000 - 160.7 shows 839.30 and never a float's 839.2999… rounding. */
const centsDifference = (a: number, b: number) => (Math.round(a * 100) - Math.round(b * 100)) / 100;

/** Card, amount (within the limits and the balance) and payment password. */
export function WithdrawForm({
  info,
  balance,
  symbol,
  onDone,
}: {
  info: WithdrawInfo;
  balance: number;
  symbol: string;
  onDone(result: WithdrawResult): void;
}) {
  const { t } = useTranslation('member');
  const withdraw = useWithdraw();
  // The payment password is never kept in the draft: after a new login it is typed again.
  const [draft, setDraft, clearDraft] = useFormDraft('withdraw', { amount: '', cardId: info.cards[0]?.id });
  const { amount } = draft;
  const cardId = info.cards.some((card) => card.id === draft.cardId) ? draft.cardId : info.cards[0]?.id;
  const setAmount = (next: string) => setDraft((current) => ({ ...current, amount: next }));
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

  const amountProblem = amountError(amount, { min: info.minAmount, max: info.maxAmount, balance });
  const value = parseAmount(amount);
  const passwordProblem = PAYMENT_PASSWORD_PATTERN.test(password) ? null : t('payment.format');
  const serverError = withdraw.error;
  const wrongPassword = serverError instanceof ApiError && serverError.errorCode === WRONG_PAYMENT_PASSWORD;
  const noneLeft = info.timesLeftToday <= 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (amountProblem || value === null || passwordProblem || !cardId || noneLeft || withdraw.isPending) return;
    withdraw.mutate(
      { amount: value, cardId, paymentPassword: password },
      {
        onSuccess: (result) => {
          clearDraft();
          onDone(result);
        },
      },
    );
  };

  return (
    <form className="card member-form" onSubmit={submit} noValidate>
      <BankCardPicker
        cards={info.cards}
        selectedId={cardId}
        onSelect={(id) => setDraft((current) => ({ ...current, cardId: id }))}
      />
      <AmountField
        value={amount}
        onChange={(next) => {
          setAmount(next);
          withdraw.reset();
        }}
        min={info.minAmount}
        max={info.maxAmount}
        symbol={symbol}
        error={touched ? amountProblem : null}
        disabled={withdraw.isPending}
      />
      <button
        type="button"
        className="btn btn--ghost btn--small withdraw__all"
        onClick={() => setAmount(String(Math.floor(Math.min(balance, info.maxAmount) * 100) / 100))}
        disabled={withdraw.isPending}
      >
        {t('withdraw.all')}
      </button>
      {value !== null && !amountProblem && (
        // The amount as read, before it is sent: "60,50" typed on a comma keypad shows as ¥ 60.50.
        <SummaryRows
          rows={[
            [t('withdraw.amount'), formatAmount(value, symbol)],
            [t('withdraw.balanceAfter'), formatAmount(centsDifference(balance, value), symbol)],
          ]}
        />
      )}
      <PasswordField
        label={t('payment.label')}
        value={password}
        icon="lock"
        onValueChange={(next) => {
          setPassword(next);
          withdraw.reset();
        }}
        {...PAYMENT_PASSWORD_INPUT}
        error={
          touched ? (passwordProblem ?? (wrongPassword ? t(`common:${errorMessageKey(serverError)}`) : null)) : null
        }
        disabled={withdraw.isPending}
      />
      <p className="withdraw__times">
        {t('withdraw.timesLeft', { left: info.timesLeftToday, total: info.dailyTimes })}
      </p>
      {serverError && !wrongPassword && (
        <p className="field__error" role="alert">
          {t(`common:${errorMessageKey(serverError)}`)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary btn--block member-form__submit"
        disabled={withdraw.isPending || noneLeft}
      >
        {withdraw.isPending ? t('submitting') : t('withdraw.submit')}
      </button>
    </form>
  );
}
