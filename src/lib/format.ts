/** Money with two decimals and thousands separators: 12345.6 → "12,345.60". */
// Building an Intl.NumberFormat costs far more than formatting with one: one per locale.
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, locale = 'en-US'): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  return format.format(amount);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a date (local time), or of an ISO / "YYYY-MM-DD hh:mm:ss" string. */
export function formatDate(value: Date | string, separator = '-'): string {
  const d = typeof value === 'string' ? new Date(value.replace(' ', 'T')) : value;
  if (Number.isNaN(d.getTime())) return typeof value === 'string' ? value.slice(0, 10).replaceAll('-', separator) : '';
  return [d.getFullYear(), pad(d.getMonth() + 1), pad(d.getDate())].join(separator);
}

/** "¥ 1,234.50": an amount with its currency symbol, as the balance widget shows it. */
export const formatAmount = (amount: number, symbol: string): string => `${symbol} ${formatMoney(amount)}`.trim();
