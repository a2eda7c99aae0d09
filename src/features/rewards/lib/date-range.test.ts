// @vitest-environment node
import { oldestRecordDay, presetOf, presetRange, validateRange } from './date-range';

// A Monday at noon, local time.
const NOW = new Date(2026, 10, 23, 12, 0, 0);

describe('record date ranges', () => {
  it('counts the presets back from today', () => {
    expect(presetRange('today', NOW)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(presetRange('yesterday', NOW)).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
    expect(presetRange('last7', NOW)).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(presetRange('last30', NOW)).toEqual({ startDate: '2026-10-25', endDate: '2026-11-23' });
  });

  it('recognises a typed range that equals a preset', () => {
    expect(presetOf({ startDate: '2026-11-17', endDate: '2026-11-23' }, NOW)).toBe('last7');
    expect(presetOf({ startDate: '2026-11-18', endDate: '2026-11-23' }, NOW)).toBeNull();
  });

  it('accepts up to 31 days within the last 60', () => {
    expect(validateRange({ startDate: '2026-10-24', endDate: '2026-11-23' }, NOW)).toBeNull();
    expect(validateRange({ startDate: oldestRecordDay(NOW), endDate: '2026-10-25' }, NOW)).toBeNull();
  });

  it('names what is wrong with a range', () => {
    expect(validateRange({ startDate: '2026-02-30', endDate: '2026-11-23' }, NOW)).toBe('invalid');
    expect(validateRange({ startDate: '', endDate: '2026-11-23' }, NOW)).toBe('invalid');
    expect(validateRange({ startDate: '2026-11-23', endDate: '2026-11-22' }, NOW)).toBe('startAfterEnd');
    expect(validateRange({ startDate: '2026-11-23', endDate: '2026-11-24' }, NOW)).toBe('future');
    expect(validateRange({ startDate: '2026-09-24', endDate: '2026-09-30' }, NOW)).toBe('tooOld');
    expect(validateRange({ startDate: '2026-10-23', endDate: '2026-11-23' }, NOW)).toBe('tooLong');
  });
});
