/**
 * Fuzz (docs/reliability.md, "Tests"): the demo lottery bet form, given random bet digits and stake, never crashes; it
 * keeps the digits and the stake typed, bets once two digits and a stake within the limits, else
 * says why next to each refused field.
 */
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { api } from '@/api';
import {
  expectAnswered,
  formInput,
  fuzzForm,
  never,
  numberText,
  pasteAll,
  submitAndSettle,
} from '../../../../../tests/unit/form-fuzz-kit';
import { isValidBetNumber, isValidStake } from '../../lib/demo-bet';
import { renderLottery, setupLotteryI18n, signInDemo } from '../../testing/render';
import { BetForm } from './BetForm';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { demoLotteryBet: vi.fn() },
}));
const placeBet = vi.mocked(api.demoLotteryBet);

beforeAll(setupLotteryI18n);

const NUMBERS = 'Your number (2 digits)';
const typed = formInput(
  fc.record({ [NUMBERS]: fc.stringMatching(/^\d{2}$/), Stake: fc.integer({ min: 1, max: 1000 }).map(String) }),
  numberText,
);

it('bets once with accepted input, else says why; keeps the input', () =>
  fuzzForm(typed, async (text) => {
    placeBet.mockReset().mockImplementation(never);
    signInDemo();
    renderLottery(<BetForm gameId="FAST_1" numero="20261123-0601" odds={70} closed={false} />);
    const pasted = pasteAll(text);
    const held = { ...pasted, [NUMBERS]: pasted[NUMBERS].replace(/\D/g, '') };
    const button = screen.getByRole('button', { name: 'Bet on draw 20261123-0601' });
    const outcome = await submitAndSettle(button, placeBet);
    expectAnswered(outcome, button, held);
    expect(outcome.messages).toHaveLength(
      [isValidBetNumber(held[NUMBERS]), isValidStake(held.Stake)].filter((valid) => !valid).length,
    );
    expect(outcome.calls === 1).toBe(isValidBetNumber(held[NUMBERS]) && isValidStake(held.Stake));
    if (outcome.calls)
      expect(placeBet).toHaveBeenCalledWith(
        { gameId: 'FAST_1', numbers: held[NUMBERS], stake: Number(held.Stake) },
        { idempotencyKey: expect.any(String) },
      );
  }));
