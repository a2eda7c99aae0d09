import { daysBackRange, formatDate, lastDaysRange, type DateRange } from '@/lib/dates';
import type { Period } from '../constants';

/** Today's range (YYYY-MM-DD, local time) as the team KPI call wants it. */
export const todayRange = (now = new Date()): DateRange => lastDaysRange(1, now);

/** The local-date range of a period, ending today (or yesterday / the end of last month). */
export function periodRange(period: Period, now = new Date()): DateRange {
  switch (period) {
    case 'today':
      return todayRange(now);
    case 'yesterday':
      return daysBackRange(1, 1, now);
    case 'last7':
      return lastDaysRange(7, now);
    case 'thisMonth':
      return { startDate: formatDate(new Date(now.getFullYear(), now.getMonth(), 1)), endDate: formatDate(now) };
    case 'lastMonth':
      return {
        startDate: formatDate(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
        endDate: formatDate(new Date(now.getFullYear(), now.getMonth(), 0)),
      };
  }
}
