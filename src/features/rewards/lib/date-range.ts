import type { DateRangeQuery } from '@/api/types/member';
import { daysBackRange, daysBefore, daysSpanned, formatDate, parseDay, startOfDay } from '@/lib/dates';
import {
  GAME_RECORD_KEPT_DAYS,
  GAME_RECORD_MAX_SPAN_DAYS,
  GAME_RECORD_PRESETS,
  type GameRecordPreset,
} from '../constants';

/** Why a chosen date range cannot be queried (a key under `gameRecords.rangeErrors`). */
export type RangeError = 'invalid' | 'startAfterEnd' | 'future' | 'tooOld' | 'tooLong';

/** The YYYY-MM-DD range of a quick preset, counted back from `now`. */
export function presetRange(preset: GameRecordPreset, now: Date = new Date()): DateRangeQuery {
  const [startBack, endBack] = GAME_RECORD_PRESETS[preset];
  return daysBackRange(startBack, endBack, now);
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
