import { AMOUNT_PATTERN } from '../constants';

/** Why an amount is refused: a key of the `member` namespace's `amount.*` messages. */
export type AmountError = 'required' | 'format' | 'min' | 'max' | 'balance';

export interface AmountLimits {
  min: number;
  max: number;
  /** The amount may not exceed it either (withdrawals). */
  balance?: number;
}

/** Check a typed amount against its limits; `null` when it is fine. */
export function amountError(text: string, { min, max, balance }: AmountLimits): AmountError | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (!AMOUNT_PATTERN.test(value)) return 'format';
  const amount = Number(value);
  if (amount < min) return 'min';
  if (balance !== undefined && amount > balance) return 'balance';
  if (amount > max) return 'max';
  return null;
}
