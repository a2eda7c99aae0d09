import { PASSWORD_MAX } from '@/config/constants';
import { PAYMENT_PASSWORD_PATTERN } from '../constants';

export interface PaymentPasswordForm {
  /** Login password: proves who sets the first payment password. */
  loginPassword: string;
  /** The current payment password: needed to change it. */
  oldPaymentPassword: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

export type PaymentPasswordField = keyof PaymentPasswordForm;
/** Message keys of the `member` namespace's `security.errors.*`. */
export type PaymentPasswordProblem = 'required' | 'format' | 'loginFormat' | 'mismatch' | 'sameAsOld';

/** Field-by-field problems of the form; `changing` when a payment password already exists. */
export function paymentPasswordProblems(
  form: PaymentPasswordForm,
  changing: boolean,
): Partial<Record<PaymentPasswordField, PaymentPasswordProblem>> {
  const problems: Partial<Record<PaymentPasswordField, PaymentPasswordProblem>> = {};
  if (changing) {
    if (!form.oldPaymentPassword) problems.oldPaymentPassword = 'required';
    else if (!PAYMENT_PASSWORD_PATTERN.test(form.oldPaymentPassword)) problems.oldPaymentPassword = 'format';
  } else if (!form.loginPassword) {
    problems.loginPassword = 'required';
  } else if (form.loginPassword.length > PASSWORD_MAX) {
    // No login password is that long: say so instead of sending a call bound to fail.
    problems.loginPassword = 'loginFormat';
  }
  if (!form.paymentPassword) problems.paymentPassword = 'required';
  else if (!PAYMENT_PASSWORD_PATTERN.test(form.paymentPassword)) problems.paymentPassword = 'format';
  else if (changing && form.paymentPassword === form.oldPaymentPassword) problems.paymentPassword = 'sameAsOld';
  if (!form.confirmPaymentPassword) problems.confirmPaymentPassword = 'required';
  else if (form.confirmPaymentPassword !== form.paymentPassword) problems.confirmPaymentPassword = 'mismatch';
  return problems;
}

/** Which field a server refusal belongs to. */
export const SERVER_ERROR_FIELD: Record<string, PaymentPasswordField> = {
  'password.old.error': 'loginPassword',
  'payment.password.error': 'oldPaymentPassword',
  'modify.new.old.same': 'paymentPassword',
};
