/**
 * The live draw engine: pure functions of (seed, game, clock). Two tabs, or the mock and a test,
 * asking at the same instant get the same draws, numbers and countdowns.
 */
import type { DailyGame, FastGame, LotteryDef, PrizeTable } from './catalogue';

export const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Daily lotteries open for betting this long before their draw. */
export const DAILY_SALE_WINDOW_MS = DAY_MS;

export interface Draw {
  numero: string;
  /** Epoch milliseconds. */
  drawAt: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Epoch ms of the start of the Vietnam-time calendar day containing `t`. */
export const vietnamDayStart = (t: number) => Math.floor((t + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
/** Platform weekday (Sunday 1 … Saturday 7) of the Vietnam-time day containing `t`. */
export const vietnamWeekday = (t: number) => new Date(t + VIETNAM_OFFSET_MS).getUTCDay() + 1;
/** "YYYY-MM-DD HH:mm:ss" in Vietnam time, the platform's draw-time format. */
export const formatVietnamTime = (t: number) =>
  new Date(t + VIETNAM_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
const vietnamDate = (t: number) => formatVietnamTime(t).slice(0, 10).replaceAll('-', '');

// ── Draw schedule ──────────────────────────────────────────────────────────────

const periodOf = (game: FastGame) => game.intervalMinutes * MINUTE_MS;

/** A fast draw's number: its Vietnam day and 1-based index in that day (the midnight draw closes the day). */
function fastDraw(game: FastGame, drawAt: number): Draw {
  const day = vietnamDayStart(drawAt - 1);
  return { numero: `${vietnamDate(drawAt - 1)}-${pad((drawAt - day) / periodOf(game), 4)}`, drawAt };
}

function dailyDrawAt(game: DailyGame, dayStart: number): number {
  const [h, m] = game.drawTime.split(':').map(Number);
  return dayStart + h * 3_600_000 + m * MINUTE_MS;
}

const dailyDraw = (game: DailyGame, dayStart: number): Draw => ({
  numero: vietnamDate(dayStart),
  drawAt: dailyDrawAt(game, dayStart),
});

/** Draws of a daily game, newest first, at or before `t` (a draw at exactly `t` has happened). */
function* dailyDrawsBefore(game: DailyGame, t: number): Generator<Draw> {
  for (let day = vietnamDayStart(t); ; day -= DAY_MS) {
    if (!game.weekdays.includes(vietnamWeekday(day))) continue;
    const draw = dailyDraw(game, day);
    if (draw.drawAt <= t) yield draw;
  }
}

/** Draws of any game, newest first, at or before `t`. */
export function* drawsBefore(game: LotteryDef, t: number): Generator<Draw> {
  if (game.kind !== 'fast') {
    yield* dailyDrawsBefore(game, t);
    return;
  }
  const period = periodOf(game);
  for (let at = Math.floor(t / period) * period; ; at -= period) yield fastDraw(game, at);
}

export function previousDraw(game: LotteryDef, now: number): Draw {
  return drawsBefore(game, now).next().value as Draw;
}

export function nextDraw(game: LotteryDef, now: number): Draw {
  if (game.kind === 'fast') {
    const period = periodOf(game);
    return fastDraw(game, Math.floor(now / period) * period + period);
  }
  for (let day = vietnamDayStart(now); ; day += DAY_MS) {
    if (!game.weekdays.includes(vietnamWeekday(day))) continue;
    const draw = dailyDraw(game, day);
    if (draw.drawAt > now) return draw;
  }
}

// ── Sale window ────────────────────────────────────────────────────────────────

/** Fast games sell around the clock; daily ones from 24 h before their draw until betting locks. */
export function isOnSale(game: LotteryDef, now: number): boolean {
  if (game.kind === 'fast') return true;
  const { drawAt } = nextDraw(game, now);
  return now >= drawAt - DAILY_SALE_WINDOW_MS && now < drawAt - game.lockTime * 1000;
}

/** Betting on the next draw is open (not locked). */
export function acceptsBets(game: LotteryDef, now: number): boolean {
  return isOnSale(game, now) && nextDraw(game, now).drawAt - now > game.lockTime * 1000;
}

// ── Winning numbers ────────────────────────────────────────────────────────────

/** xmur3 string hash → 32-bit seed. */
function hash(text: string): number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
}

/** mulberry32: a small, fast, deterministic PRNG in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The winning numbers of one draw, per prize level (GB first), each zero-padded to its digits. */
export function winningLevels(seed: number, gameId: string, numero: string, table: PrizeTable): string[][] {
  const random = mulberry32(hash(`${seed}|${gameId}|${numero}`));
  return table.map(([count, digits]) =>
    Array.from({ length: count }, () => pad(Math.floor(random() * 10 ** digits), digits)),
  );
}

/** The platform's wire format: levels split by `~`, numbers by `,`. */
export const joinLevels = (levels: string[][]) => levels.map((numbers) => numbers.join(',')).join('~');

export function winningNumber(seed: number, game: LotteryDef, numero: string): string {
  return joinLevels(winningLevels(seed, game.gameId, numero, game.table));
}

/** The special prize (GB) of a draw: what the demo lottery bets are settled on. */
export const specialPrize = (seed: number, game: LotteryDef, numero: string) =>
  winningLevels(seed, game.gameId, numero, game.table)[0][0];
