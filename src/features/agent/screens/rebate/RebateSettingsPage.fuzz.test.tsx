/**
 * Fuzz (docs/reliability.md, "Tests"): the rebate settings form, given random text for each game type's downline rate,
 * never crashes; it saves once when every rate is 0 to the agent's own in steps of 0.1, else says
 * why next to each refused rate, and keeps what was typed.
 */
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { api } from '@/api';
import type { RebateItem } from '@/api/types/agent';
import {
  expectAnswered,
  formInput,
  fuzzForm,
  never,
  numberText,
  pasteAll,
  submitAndSettle,
} from '../../../../../tests/unit/form-fuzz-kit';
import { parseRebateRate } from '../../lib/rebate';
import { renderAgent, setupAgentI18n, signInAs } from '../../testing/render';
import { RebateSettingsPage } from './RebateSettingsPage';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { rebateSettings: vi.fn(), saveRebateSettings: vi.fn() },
}));
const saveRebateSettings = vi.mocked(api.saveRebateSettings);

const ITEMS: RebateItem[] = [
  { gameType: 'RNG', ownRate: 1.2, downlineRate: 0.5 },
  { gameType: 'LIVE', ownRate: 0.8, downlineRate: 0.3 },
  { gameType: 'SPORTS', ownRate: 0.5, downlineRate: 0 },
];
const LABELS: Record<string, string> = {
  RNG: 'Downline rate for Slots (%)',
  LIVE: 'Downline rate for Live casino (%)',
  SPORTS: 'Downline rate for Sports (%)',
};

beforeAll(setupAgentI18n);

const rate = (own: number) =>
  fc
    .integer({ min: 0, max: Math.round(own * 10) })
    .chain((tenths) => fc.constantFrom(String(tenths / 10), ` ${(tenths / 10).toFixed(1).replace('.', ',')} `));
const typed = formInput(
  fc.record(Object.fromEntries(ITEMS.map((item) => [LABELS[item.gameType], rate(item.ownRate)]))),
  numberText,
);

it('saves once when every rate is allowed, else says why; keeps the input', () =>
  fuzzForm(typed, async (text) => {
    saveRebateSettings.mockReset().mockImplementation(never);
    vi.mocked(api.rebateSettings).mockResolvedValue(ITEMS);
    signInAs('agent01', 1);
    renderAgent(<RebateSettingsPage />, { path: '/m/member/agent/agentRebeat' });
    await screen.findByLabelText(LABELS.RNG);
    const held = pasteAll(text);
    const button = screen.getByRole('button', { name: 'Save settings' });
    const outcome = await submitAndSettle(button, saveRebateSettings);
    expectAnswered(outcome, button, held);
    const parsed = ITEMS.map((item) => ({
      gameType: item.gameType,
      downlineRate: parseRebateRate(held[LABELS[item.gameType]], item.ownRate),
    }));
    expect(outcome.messages).toHaveLength(parsed.filter((p) => p.downlineRate === null).length);
    expect(outcome.calls === 1).toBe(parsed.every((p) => p.downlineRate !== null));
    if (!outcome.calls) return;
    expect(saveRebateSettings).toHaveBeenCalledWith({ items: parsed });
    parsed.forEach((p) =>
      expect(p.downlineRate).toBeCloseTo(Number(held[LABELS[p.gameType]].trim().replace(',', '.'))),
    );
  }));
