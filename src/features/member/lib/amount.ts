import { moneyFormatter } from '@/lib/money';
import { AMOUNT_AMBIGUOUS, AMOUNT_DROPPED_CHARS, AMOUNT_GROUPED, AMOUNT_PLAIN } from '../constants';

/** Why an amount is refused: a key of the `member` namespace's `amount.*` messages. */
export type AmountError = 'required' | 'format' | 'min' | 'max' | 'balance';

export interface AmountLimits {
  min: number;
  max: number;
  /** The amount may not exceed it either (withdrawals). */
  balance?: number;
}

/** What the amount field keeps of what is typed: digits and both marks, as typed ("60," stays). */
export const amountInput = (text: string): string => text.replace(AMOUNT_DROPPED_CHARS, '');

/**
 * The one reading of a typed amount, in any UI language: "60,50" and "60.50" are 60.5, "1.000,50" and
 * "1,000.50" are 1000.5, "1.000.000" is a million; `null` when it is not an amount of at most two
 * decimals ("12.3456", "1,000,5", "-60") or could be read two ways ("1.000", "60,505").
 */
export function parseAmount(text: string): number | null {
  const value = text.trim();
  if (AMOUNT_AMBIGUOUS.test(value)) return null;
  const plain = AMOUNT_PLAIN.exec(value);
  const grouped = plain ? null : AMOUNT_GROUPED.exec(value);
  const whole = plain?.[1] ?? grouped?.[1];
  if (whole === undefined) return null;
  const fraction = (plain ? plain[2] : grouped?.[3]) || '0';
  // Rebuilt as "1000.5" so Number reads the same decimal the player typed, never a grouped one.
  return Number(`${whole.replace(/[.,]/g, '')}.${fraction}`);
}

/** Check a typed amount against its limits; `null` when it is fine. */
export function amountError(text: string, { min, max, balance }: AmountLimits): AmountError | null {
  if (text.trim() === '') return 'required';
  const amount = parseAmount(text);
  if (amount === null) return 'format';
  if (amount < min) return 'min';
  if (balance !== undefined && amount > balance) return 'balance';
  if (amount > max) return 'max';
  return null;
}

/** A quick-pick amount as the UI language groups it, without decimals when whole: 50 → "50", 1000 → "1.000" (PT). */
export function formatChipAmount(amount: number): string {
  const parts = moneyFormatter('number').formatToParts(amount);
  const whole = Number.isInteger(amount) ? parts.filter((p) => p.type !== 'decimal' && p.type !== 'fraction') : parts;
  return whole.map((p) => p.value).join('');
}
