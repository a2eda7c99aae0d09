import { REBATE_RATE_STEP } from '../constants';

/** A downline rate typed by the agent: a number from 0 to the agent's own rate in steps of 0.1, else null. */
export function parseRebateRate(text: string, ownRate: number): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const rate = Number(trimmed);
  const steps = rate / REBATE_RATE_STEP;
  if (rate > ownRate || Math.abs(steps - Math.round(steps)) > 1e-9) return null;
  return Math.round(steps) / Math.round(1 / REBATE_RATE_STEP);
}
