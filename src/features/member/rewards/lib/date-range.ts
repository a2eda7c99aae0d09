import type { DateRangeQuery } from '@/api/types/member';
import { formatDate } from '@/lib/format';
import {
  GAME_RECORD_KEPT_DAYS,
  GAME_RECORD_MAX_SPAN_DAYS,
  GAME_RECORD_PRESETS,
  type GameRecordPreset,
} from '../constants';

/** Why a chosen date range cannot be queried (a key under `gameRecords.rangeErrors`). */
export type RangeError = 'invalid' | 'startAfterEnd' | 'future' | 'tooOld' | 'tooLong';

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const daysBefore = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() - days);

/** A local calendar day of a YYYY-MM-DD string, or null when it is not a real date. */
export function parseDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(y!, m! - 1, d!);
  return formatDate(date) === value ? date : null;
}

/** Calendar days from `start` to `end`, both included (DST-safe). */
export function daysSpanned(start: Date, end: Date): number {
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((utc(end) - utc(start)) / 86_400_000) + 1;
}

/** The YYYY-MM-DD range of a quick preset, counted back from `now`. */
export function presetRange(preset: GameRecordPreset, now: Date = new Date()): DateRangeQuery {
  const [startBack, endBack] = GAME_RECORD_PRESETS[preset];
  return { startDate: formatDate(daysBefore(now, startBack)), endDate: formatDate(daysBefore(now, endBack)) };
}

/** The oldest day a records query may start on. */
export const oldestRecordDay = (now: Date = new Date()): string =>
  formatDate(daysBefore(now, GAME_RECORD_KEPT_DAYS - 1));

/** Checks a custom range the way the server does: real dates, in order, not ahead of today, kept days, one month at most. */
export function validateRange({ startDate, endDate }: DateRangeQuery, now: Date = new Date()): RangeError | null {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (!start || !end) return 'invalid';
  if (start > end) return 'startAfterEnd';
  const today = startOfDay(now);
  if (end > today) return 'future';
  if (start < daysBefore(today, GAME_RECORD_KEPT_DAYS - 1)) return 'tooOld';
  if (daysSpanned(start, end) > GAME_RECORD_MAX_SPAN_DAYS) return 'tooLong';
  return null;
}

/** The preset a range matches, if any (so the chip of a typed range lights up). */
export function presetOf(range: DateRangeQuery, now: Date = new Date()): GameRecordPreset | null {
  const presets = Object.keys(GAME_RECORD_PRESETS) as GameRecordPreset[];
  return (
    presets.find((p) => {
      const r = presetRange(p, now);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? null
  );
}
