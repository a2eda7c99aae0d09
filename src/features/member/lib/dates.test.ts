import { dateRange, formatDateTime } from './dates';

describe('record dates', () => {
  const now = new Date(2026, 10, 23, 15, 30);

  it('gives today, the last 7 and the last 30 days, today included', () => {
    expect(dateRange('today', now)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(dateRange('last7', now)).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(dateRange('last30', now)).toEqual({ startDate: '2026-10-25', endDate: '2026-11-23' });
  });

  it('formats a time in local time to the minute', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('2026-01-05 09:07');
  });
});
