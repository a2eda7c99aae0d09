/** Above this, a number's shortest text may switch to exponent notation; amounts never get near it. */
const PLAIN_DIGITS_LIMIT = 1e15;
/** Below this, the shortest text is in exponent notation; such amounts are 0.00 anyway. */
const TINY = 1e-6;
let wideFormat: Intl.NumberFormat | undefined;

/**
 * Money with two decimals and thousands separators, as en-US writes it: 12345.6 → "12,345.60".
 * Written by hand, not with Intl.NumberFormat: the first Intl number or date format of a page
 * starts ICU's formatting data, 15-20 ms of main thread on the home's first screen (its winner
 * board), before anything is formatted (docs/performance.md, "Main-thread work (TBT)"). Like ICU, it rounds the
 * number as written (its shortest decimal text: 0.015 → 0.02) half away from zero, so both give
 * the same text (format.test.ts).
 */
export function formatMoney(amount: number): string {
  const size = Math.abs(amount);
  if (!(size < PLAIN_DIGITS_LIMIT)) {
    wideFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return wideFormat.format(amount);
  }
  const [whole = '0', fraction = ''] = size < TINY ? [] : String(size).split('.');
  let cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.charAt(2) >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${digits.slice(-2)}`;
}

/** "¥ 1,234.50": an amount with its currency symbol, as the balance widget shows it. */
export const formatAmount = (amount: number, symbol: string): string => `${symbol} ${formatMoney(amount)}`.trim();

/** Win/loss amounts with their sign, for colouring: 12.5 → "+12.50". */
export const signedMoney = (amount: number): string => `${amount > 0 ? '+' : ''}${formatMoney(amount)}`;

/** The class that colours a win/loss amount: up, down, or none for zero. */
export const signClass = (amount: number): string => (amount > 0 ? 'is-up' : amount < 0 ? 'is-down' : '');

/** Points with thousands separators: 12800 → "12,800". */
export const formatPoints = (points: number): string => new Intl.NumberFormat('en-US').format(points);
