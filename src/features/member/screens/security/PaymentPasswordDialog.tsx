import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiError, errorMessageKey } from '@/api';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useSetPaymentPassword } from '../../api/profile';
import { PAYMENT_PASSWORD_INPUT } from '../../constants';
import { PasswordField } from '@/components/ui/form';
import {
  paymentPasswordProblems,
  SERVER_ERROR_FIELD,
  type PaymentPasswordField,
  type PaymentPasswordForm,
} from '../../lib/payment-password';

const EMPTY: PaymentPasswordForm = {
  loginPassword: '',
  oldPaymentPassword: '',
  paymentPassword: '',
  confirmPaymentPassword: '',
};

/** Set the first payment password (with the login password) or change it (with the current one). */
export function PaymentPasswordDialog({
  open,
  changing,
  onClose,
}: {
  open: boolean;
  changing: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('member');
  const save = useSetPaymentPassword();
  const [form, setForm] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const problems = paymentPasswordProblems(form, changing);
  const serverError = save.error;
  const serverField =
    serverError instanceof ApiError && serverError.errorCode ? SERVER_ERROR_FIELD[serverError.errorCode] : undefined;

  const close = () => {
    setForm(EMPTY);
    setTouched(false);
    save.reset();
    onClose();
  };
  const set = (field: PaymentPasswordField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    save.reset();
  };
  const errorOf = (field: PaymentPasswordField): string | null => {
    const problem = touched ? problems[field] : undefined;
    if (problem) return t(`security.errors.${problem}`);
    return serverField === field ? t(`common:${errorMessageKey(serverError)}`) : null;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0 || save.isPending) return;
    save.mutate(
      changing
        ? {
            oldPaymentPassword: form.oldPaymentPassword,
            paymentPassword: form.paymentPassword,
            confirmPaymentPassword: form.confirmPaymentPassword,
          }
        : {
            loginPassword: form.loginPassword,
            paymentPassword: form.paymentPassword,
            confirmPaymentPassword: form.confirmPaymentPassword,
          },
      {
        onSuccess: () => {
          toast.success(t('security.saved'));
          close();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={changing ? t('security.changePayment') : t('security.setPayment')}
      variant="sheet"
    >
      <form onSubmit={submit} noValidate>
        {changing ? (
          <PasswordField
            label={t('security.oldPayment')}
            value={form.oldPaymentPassword}
            icon="lock"
            onValueChange={set('oldPaymentPassword')}
            {...PAYMENT_PASSWORD_INPUT}
            error={errorOf('oldPaymentPassword')}
          />
        ) : (
          <PasswordField
            label={t('security.loginPassword')}
            value={form.loginPassword}
            icon="lock"
            onValueChange={set('loginPassword')}
            purpose="currentPassword"
            error={errorOf('loginPassword')}
          />
        )}
        <PasswordField
          label={t('security.newPayment')}
          value={form.paymentPassword}
          icon="lock"
          onValueChange={set('paymentPassword')}
          {...PAYMENT_PASSWORD_INPUT}
          error={errorOf('paymentPassword')}
        />
        <PasswordField
          label={t('security.confirmPayment')}
          value={form.confirmPaymentPassword}
          icon="lock"
          onValueChange={set('confirmPaymentPassword')}
          {...PAYMENT_PASSWORD_INPUT}
          error={errorOf('confirmPaymentPassword')}
        />
        {serverError && !serverField && (
          <p className="field__error" role="alert">
            {t(`common:${errorMessageKey(serverError)}`)}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={save.isPending}>
          {save.isPending ? t('submitting') : t('save')}
        </button>
      </form>
    </Dialog>
  );
}
