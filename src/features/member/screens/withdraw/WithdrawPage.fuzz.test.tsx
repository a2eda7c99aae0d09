/**
 * Fuzz (docs/reliability.md, "Tests"): the rendered withdrawal form, given random amount and payment password text,
 * never crashes; it keeps the digits typed, withdraws once with an amount within the limits and the
 * balance and a six-digit password, else says why.
 */
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import type { WithdrawInfo, WithdrawPayload } from '@/api/types/member';
import {
  expectAnswered,
  formInput,
  fuzzForm,
  never,
  numberText,
  pasteAll,
  submitAndSettle,
} from '../../../../../tests/unit/form-fuzz-kit';
import { PAYMENT_PASSWORD_PATTERN } from '../../constants';
import { amountError, amountInput, parseAmount } from '../../lib/amount';
import { renderMember, setupMemberI18n, signInAs } from '../../testing/render';
import { WithdrawPage } from './WithdrawPage';

const BALANCE = 1000;
const INFO: WithdrawInfo = {
  minAmount: 100,
  maxAmount: 5000,
  dailyTimes: 5,
  timesLeftToday: 3,
  hasPaymentPassword: true,
  cards: [{ id: 'c1', bankName: 'Vietcombank', cardTail: '1234', holderName: 'Demo' }],
};
const withdraw = vi.fn<(p: WithdrawPayload) => Promise<unknown>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    memberWallet: async () => ({ sumBalance: BALANCE, currencySymbol: '¥' }),
    withdrawInfo: async () => INFO,
    withdraw: (p: WithdrawPayload) => withdraw(p),
  },
}));

beforeAll(setupMemberI18n);

const typed = formInput(
  fc.record({
    Amount: fc.integer({ min: 100, max: BALANCE }).map(String),
    'Payment password': fc.stringMatching(/^\d{6}$/),
  }),
  numberText,
);

it('withdraws once with accepted input, else says why; keeps the digits typed', () =>
  fuzzForm(typed, async (text) => {
    withdraw.mockReset().mockImplementation(never);
    signInAs();
    renderMember(<WithdrawPage />, { path: '/m/withdraw' });
    await screen.findByRole('radio', { name: /Vietcombank/ });
    const pasted = pasteAll(text);
    const held = {
      Amount: amountInput(pasted.Amount),
      'Payment password': pasted['Payment password'].replace(/\D/g, ''),
    };
    const button = screen.getByRole('button', { name: 'Withdraw now' });
    const outcome = await submitAndSettle(button, withdraw);
    expectAnswered(outcome, button, held);
    const accepted =
      !amountError(held.Amount, { min: INFO.minAmount, max: INFO.maxAmount, balance: BALANCE }) &&
      PAYMENT_PASSWORD_PATTERN.test(held['Payment password']);
    expect(outcome.calls === 1).toBe(accepted);
    if (outcome.calls)
      expect(withdraw).toHaveBeenCalledWith({
        amount: parseAmount(held.Amount),
        cardId: 'c1',
        paymentPassword: held['Payment password'],
      });
  }));
