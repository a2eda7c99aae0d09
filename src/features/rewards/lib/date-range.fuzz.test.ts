// @vitest-environment node
/**
 * Fuzz: the game records' date range check, fed random text and random dates, never throws; a
 * refusal names a message in every language, and an accepted range is one the server keeps.
 */
import fc from 'fast-check';
import { anyText, expectTranslated, FUZZ_RUNS } from '../../../../tests/unit/fuzz-kit';
import { GAME_RECORD_KEPT_DAYS, GAME_RECORD_MAX_SPAN_DAYS } from '../constants';
import { daysSpanned, formatDate, parseDay } from '@/lib/dates';
import { oldestRecordDay, validateRange } from './date-range';

const NOW = new Date(2026, 10, 23, 15, 30);
const aroundNow = fc.integer({ min: -400, max: 400 }).map((days) => formatDate(new Date(2026, 10, 23 - days)));
const dateText = fc.oneof(anyText, aroundNow, fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/));

describe('game records date range', () => {
  it('never throws; refuses with a translated message, accepts real ranges within the kept days', () => {
    fc.assert(
      fc.property(dateText, dateText, (startDate, endDate) => {
        const error = validateRange({ startDate, endDate }, NOW);
        if (error) {
          expectTranslated('rewards', `gameRecords.rangeErrors.${error}`);
          return;
        }
        const start = parseDay(startDate)!;
        const end = parseDay(endDate)!;
        expect(start <= end && endDate <= formatDate(NOW)).toBe(true);
        expect(startDate >= oldestRecordDay(NOW)).toBe(true);
        expect(daysSpanned(start, end)).toBeLessThanOrEqual(GAME_RECORD_MAX_SPAN_DAYS);
        expect(daysSpanned(start, NOW)).toBeLessThanOrEqual(GAME_RECORD_KEPT_DAYS);
      }),
      FUZZ_RUNS,
    );
  });
});
