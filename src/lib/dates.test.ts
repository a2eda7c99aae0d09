// @vitest-environment node
import {
  daysBackRange,
  daysSpanned,
  formatDate,
  formatDateTime,
  lastDaysRange,
  monthTitle,
  parseDay,
  weekdayNames,
} from './dates';

describe('dates', () => {
  const now = new Date(2026, 10, 23, 15, 30);

  it('writes a local calendar day, with the separator asked for', () => {
    expect(formatDate(now)).toBe('2026-11-23');
    expect(formatDate(now, '/')).toBe('2026/11/23');
    expect(formatDate('2026-01-05 09:07:00')).toBe('2026-01-05');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('gives today, the last 7 and the last 30 days, today included', () => {
    expect(lastDaysRange(1, now)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(lastDaysRange(7, now)).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(lastDaysRange(30, now)).toEqual({ startDate: '2026-10-25', endDate: '2026-11-23' });
    expect(daysBackRange(1, 1, now)).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
  });

  it('counts calendar days, not 24-hour steps, across a daylight-saving change', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Paris';
    try {
      // 29 March 2026 has 23 hours there: 24 hours before 00:30 on the 30th is still the 28th.
      const afterShortDay = new Date(2026, 2, 30, 0, 30);
      expect(lastDaysRange(2, afterShortDay)).toEqual({ startDate: '2026-03-29', endDate: '2026-03-30' });
      expect(daysSpanned(parseDay('2026-03-29')!, parseDay('2026-03-30')!)).toBe(2);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('formats a time in local time to the minute, and leaves text that is not a time as it is', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('2026-01-05 09:07');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('reads only real YYYY-MM-DD days', () => {
    expect(parseDay('2026-02-28')).toEqual(new Date(2026, 1, 28));
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('2026-2-3')).toBeNull();
  });

  it('names months and weekdays in the locale given', () => {
    expect(monthTitle('2026-11-23', 'en')).toBe('November 2026');
    expect(monthTitle('2026-11-23', 'zh-CN')).toBe('2026年11月');
    // A heading begins with a capital where Intl writes the month in lower case.
    expect(monthTitle('2026-11-23', 'vi')).toBe('Tháng 11 năm 2026');
    expect(monthTitle('2026-11-23', 'pt-BR')).toBe('Novembro de 2026');
    expect(weekdayNames('en')).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
  });
});
