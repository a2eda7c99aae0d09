import { formatDate } from '@/lib/format';
import type { Period } from '../constants';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Today's range (YYYY-MM-DD, local time) as the team KPI call wants it. */
export const todayRange = (now = new Date()): DateRange => ({ startDate: formatDate(now), endDate: formatDate(now) });

/** The local-date range of a period, ending today (or yesterday / the end of last month). */
export function periodRange(period: Period, now = new Date()): DateRange {
  const day = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  switch (period) {
    case 'today':
      return todayRange(now);
    case 'yesterday':
      return { startDate: formatDate(day(-1)), endDate: formatDate(day(-1)) };
    case 'last7':
      return { startDate: formatDate(day(-6)), endDate: formatDate(now) };
    case 'thisMonth':
      return { startDate: formatDate(new Date(now.getFullYear(), now.getMonth(), 1)), endDate: formatDate(now) };
    case 'lastMonth':
      return {
        startDate: formatDate(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
        endDate: formatDate(new Date(now.getFullYear(), now.getMonth(), 0)),
      };
  }
}
