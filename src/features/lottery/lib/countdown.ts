import type { LotteryGame } from '@/api/types/lottery';
import { HIGHLIGHT_WINDOW_MS, NEAR_END_MS } from '../constants';

/** When a lottery list was asked for and when it arrived (epoch ms): its countdowns start from these. */
export interface FetchStamp {
  requestedAt: number;
  receivedAt: number;
}

/**
 * §4 countdown: the remaining time minus half the gap between the two lottery time values (the
 * call's round trip: the server measured remainTime about halfway through it), counted down
 * since the answer arrived, never below zero. Null when the game is not on sale (placeholder).
 */
export function timeLeftMs(
  game: Pick<LotteryGame, 'isSale' | 'remainTime'>,
  stamp: FetchStamp,
  now: number,
): number | null {
  if (!game.isSale) return null;
  const halfGap = (stamp.receivedAt - stamp.requestedAt) / 2;
  return Math.max(0, game.remainTime - halfGap - (now - stamp.receivedAt));
}

/** §4: the near-end flag, under 6 s. */
export const isNearEnd = (left: number | null) => left !== null && left < NEAR_END_MS;

/** §4: highlighted while time left minus lock time (seconds) is above 0 and below 24 h. */
export function isHighlighted(left: number | null, lockTimeS: number): boolean {
  if (left === null) return false;
  const open = left - lockTimeS * 1000;
  return open > 0 && open < HIGHLIGHT_WINDOW_MS;
}

/** Ms until the displayed whole second changes (at least 1, so a timer never spins). */
export const msToNextSecond = (left: number) => Math.max(1, left % 1000 || 1000);

/** "HH:MM:SS" (with a day count in front beyond 24 h) of a whole-second floor of `ms`. */
export function formatCountdown(ms: number): { days: number; clock: string } {
  const total = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  return { days, clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}
