import { DEMO_BET_DIGITS, DEMO_MAX_STAKE, DEMO_MIN_STAKE } from '../constants';

export type BetFieldError = 'numbers' | 'stake' | null;

const BET_PATTERN = new RegExp(`^\\d{${DEMO_BET_DIGITS}}$`);

/** The two digits of a demo bet: exactly two, 00-99. */
export const isValidBetNumber = (value: string) => BET_PATTERN.test(value.trim());

/** A stake the demo accepts: a number from the minimum to the maximum, at most 2 decimals. */
export function isValidStake(value: string): boolean {
  const text = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return false;
  const stake = Number(text);
  return stake >= DEMO_MIN_STAKE && stake <= DEMO_MAX_STAKE;
}

/** A random bet number, zero-padded ("07"). */
export const randomBetNumber = (random: () => number = Math.random) =>
  String(Math.floor(random() * 10 ** DEMO_BET_DIGITS)).padStart(DEMO_BET_DIGITS, '0');
