/**
 * Fuzz (docs/reliability.md, "Tests"): the rendered deposit form, given random amount text, never crashes; it keeps only
 * digits, dots and commas as typed, deposits once an amount within the channel's limits, else says why.
 */
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import type { DepositChannel, DepositPayload } from '@/api/types/member';
import {
  expectAnswered,
  fuzzForm,
  never,
  numberText,
  pasteAll,
  submitAndSettle,
} from '../../../../../tests/unit/form-fuzz-kit';
import { amountError, amountInput, parseAmount } from '../../lib/amount';
import { renderMember, setupMemberI18n, signInAs } from '../../testing/render';
import { DepositPage } from './DepositPage';

const MOMO: DepositChannel = {
  id: 'momo',
  name: 'MoMo',
  type: 'EWALLET',
  minAmount: 50,
  maxAmount: 20000,
  presetAmounts: [50, 200],
  bonusRate: 1,
  logo: 'data:image/svg+xml,',
  recommended: true,
};
const deposit = vi.fn<(p: DepositPayload) => Promise<unknown>>();

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: {
    systemStatus: async () => ({
      info: { customerService: '', imageCDNs: [], mobileTemplate: { mem_cen: '1', dep_func: '1' }, resources: [] },
      location: { ip: '' },
      maintenance: false,
      regionRestriction: false,
    }),
    memberWallet: async () => ({ sumBalance: 1000, currencySymbol: '¥' }),
    depositChannels: async () => [MOMO],
    deposit: (p: DepositPayload) => deposit(p),
  },
}));

beforeAll(setupMemberI18n);

it('deposits once an amount within the limits, else says why; keeps the digits typed', () =>
  fuzzForm(fc.oneof(numberText, fc.integer({ min: 50, max: 20000 }).map(String)), async (text) => {
    deposit.mockReset().mockImplementation(never);
    signInAs();
    renderMember(<DepositPage />, { path: '/m/voucherCenter' });
    await screen.findByRole('radio', { name: /MoMo/ });
    const held = { Amount: amountInput(pasteAll({ Amount: text }).Amount) };
    const button = screen.getByRole('button', { name: 'Deposit now' });
    const outcome = await submitAndSettle(button, deposit);
    expectAnswered(outcome, button, held);
    const error = amountError(held.Amount, { min: MOMO.minAmount, max: MOMO.maxAmount });
    expect(outcome.calls === 1).toBe(!error);
    if (outcome.calls) expect(deposit).toHaveBeenCalledWith({ channelId: 'momo', amount: parseAmount(held.Amount) });
  }));
