import type { DateRangeQuery } from '@/api/types/member';
import { formatDate } from '@/lib/format';
import { RECORD_RANGES, type RecordRange } from '../constants';

const DAY_MS = 86_400_000;

/** The YYYY-MM-DD range of the last `days` calendar days, today included. */
export function dateRange(range: RecordRange, now: Date = new Date()): DateRangeQuery {
  const start = new Date(now.getTime() - (RECORD_RANGES[range] - 1) * DAY_MS);
  return { startDate: formatDate(start), endDate: formatDate(now) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-23 14:05" in local time. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
