import { HTML_LANG } from '@/config/languages';
import { currentLanguage } from '@/lib/i18n';

/** The BCP 47 tag of the UI language, for Intl month and weekday names. */
export const uiLocale = (): string => HTML_LANG[currentLanguage()];

/** "November 2026" of a YYYY-MM-DD day, in the UI language. */
export function monthTitle(day: string, locale = uiLocale()): string {
  const [y, m] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(new Date(y!, m! - 1, 1));
}

/** Short weekday names from Monday to Sunday, in the UI language. */
export function weekdayNames(locale = uiLocale()): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(2024, 0, 1 + i)));
}
