/** A YYYY-MM-DD range as the report and record calls take it. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a date (local time), or of an ISO / "YYYY-MM-DD hh:mm:ss" string. */
export function formatDate(value: Date | string, separator = '-'): string {
  const d = typeof value === 'string' ? new Date(value.replace(' ', 'T')) : value;
  if (Number.isNaN(d.getTime())) return typeof value === 'string' ? value.slice(0, 10).replaceAll('-', separator) : '';
  return [d.getFullYear(), pad(d.getMonth() + 1), pad(d.getDate())].join(separator);
}

/** "2026-11-23 14:05" in local time; text that is not a date comes back as it is. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Midnight (local time) of the calendar day `days` before `d`'s (DST-safe: counts days, not hours). */
export const daysBefore = (d: Date, days: number): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate() - days);

/** Midnight (local time) of `d`'s day. */
export const startOfDay = (d: Date): Date => daysBefore(d, 0);

/** The range from `startBack` to `endBack` calendar days before `now`'s day: (6, 0) is the last 7 days. */
export const daysBackRange = (startBack: number, endBack: number, now: Date = new Date()): DateRange => ({
  startDate: formatDate(daysBefore(now, startBack)),
  endDate: formatDate(daysBefore(now, endBack)),
});

/** The last `days` calendar days, today included. */
export const lastDaysRange = (days: number, now: Date = new Date()): DateRange => daysBackRange(days - 1, 0, now);

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

/**
 * "November 2026" of a YYYY-MM-DD day, in `locale` (a BCP 47 tag: `uiLocale()` of src/lib/i18n.ts), begun
 * with a capital as a heading is ("Tháng 11 năm 2026", "Novembro de 2026"), where Intl writes it lower case.
 */
export function monthTitle(day: string, locale: string): string {
  const [y, m] = day.split('-').map(Number);
  const title = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(new Date(y!, m! - 1, 1));
  const [first = ''] = title;
  return first.toLocaleUpperCase(locale) + title.slice(first.length);
}

/** Narrow weekday names from Monday to Sunday, in `locale`. */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(2024, 0, 1 + i)));
}
