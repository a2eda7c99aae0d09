/**
 * Fuzz (docs/reliability.md, "Tests"): the payment password form of the security centre (set with the login password,
 * or change with the current one), given random text, never crashes; it keeps the digits typed,
 * saves once what the rules accept, else says why.
 */
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import type { PaymentPasswordPayload } from '@/api/types/member';
import {
  expectAnswered,
  formInput,
  fuzzForm,
  never,
  pasteAll,
  submitAndSettle,
} from '../../../../../tests/unit/form-fuzz-kit';
import { renderMember, setupMemberI18n, signInAs } from '../../testing/render';
import { PaymentPasswordDialog } from './PaymentPasswordDialog';
import { paymentPasswordProblems } from '../../lib/payment-password';

const save = vi.fn<(p: PaymentPasswordPayload) => Promise<unknown>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: { paymentPasswordSet: (p: PaymentPasswordPayload) => save(p) },
}));

beforeAll(setupMemberI18n);

const FIRST = 'Login password';
const OLD = 'Current payment password';
const NEW = 'New payment password (6 digits)';
const CONFIRM = 'Confirm payment password';
const digits = (text: string) => text.replace(/\D/g, '');
const pin = fc.stringMatching(/^\d{6}$/);
const typed = (changing: boolean) =>
  formInput(
    fc
      .tuple(changing ? pin : fc.string({ minLength: 1, maxLength: 16 }), pin)
      .map(([proof, next]) => ({ [changing ? OLD : FIRST]: proof, [NEW]: next, [CONFIRM]: next })),
  );

it.each([
  ['first set (with the login password)', false],
  ['change (with the current one)', true],
])('%s: saves once what the rules accept, else says why; keeps the input', (_, changing) =>
  fuzzForm(typed(changing), async (text) => {
    save.mockReset().mockImplementation(never);
    signInAs();
    renderMember(<PaymentPasswordDialog open changing={changing} onClose={() => undefined} />, {
      path: '/m/securityCenter',
    });
    const pasted = pasteAll(text);
    const held = Object.fromEntries(
      Object.entries(pasted).map(([label, value]) => [label, label === FIRST ? value : digits(value)]),
    );
    const button = screen.getByRole('button', { name: 'Save' });
    const outcome = await submitAndSettle(button, save);
    expectAnswered(outcome, button, held);
    const form = {
      loginPassword: held[FIRST] ?? '',
      oldPaymentPassword: held[OLD] ?? '',
      paymentPassword: held[NEW],
      confirmPaymentPassword: held[CONFIRM],
    };
    expect(outcome.calls === 1).toBe(Object.keys(paymentPasswordProblems(form, changing)).length === 0);
    if (!outcome.calls) return;
    const proof = changing ? { oldPaymentPassword: form.oldPaymentPassword } : { loginPassword: form.loginPassword };
    expect(save).toHaveBeenCalledWith({
      ...proof,
      paymentPassword: form.paymentPassword,
      confirmPaymentPassword: form.confirmPaymentPassword,
    });
  }),
);
