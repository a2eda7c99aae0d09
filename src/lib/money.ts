import { getConfig } from '@/config/runtime';
import { uiLocale } from './i18n';

/** Amounts always show two decimals (the platform's cents), whatever the currency's own minor unit. */
const DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

// One formatter per locale and kind, kept: building one starts ICU's data for it, the costly part.
const formatters = new Map<string, Intl.NumberFormat>();
export function moneyFormatter(kind: 'number' | 'currency' | 'points'): Intl.NumberFormat {
  const locale = uiLocale();
  const currency = getConfig().currency;
  const key = `${kind} ${locale} ${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      kind === 'points'
        ? {}
        : kind === 'currency'
          ? { ...DECIMALS, style: 'currency', currency, currencyDisplay: 'narrowSymbol' }
          : DECIMALS,
    );
    formatters.set(key, format);
  }
  return format;
}

/** Money with two decimals, grouped as the UI language writes numbers: 12345.6 → "12,345.60" (EN, TY), "12.345,60" (PT, VI). */
export const formatMoney = (amount: number): string => moneyFormatter('number').format(amount);

/**
 * An amount with its currency symbol, placed as the UI language places the deployment's currency
 * (runtime config `currency`): "¥ 1,234.50" (EN, TY), "¥ 1.234,50" (PT), "1.234,50 ¥" (VI). The
 * symbol is the one the server gives (the wallet's); an empty one gives the number alone. A leading
 * symbol is kept apart from the digits by a space, as the platform's screens write it.
 */
export function formatAmount(amount: number, symbol: string): string {
  if (!symbol) return formatMoney(amount);
  const parts = moneyFormatter('currency').formatToParts(amount);
  const symbolFirst = parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  return parts
    .map((part, i) => {
      if (part.type !== 'currency') return part.value;
      const spaced = symbolFirst && parts[i + 1]?.type !== 'literal';
      return spaced ? `${symbol} ` : symbol;
    })
    .join('');
}

/** Win/loss amounts with their sign, for colouring: 12.5 → "+12.50". */
export const signedMoney = (amount: number): string => `${amount > 0 ? '+' : ''}${formatMoney(amount)}`;

/** The class that colours a win/loss amount: up, down, or none for zero. */
export const signClass = (amount: number): string => (amount > 0 ? 'is-up' : amount < 0 ? 'is-down' : '');

/** Points with thousands separators as the UI language groups them: 12800 → "12,800" (EN), "12.800" (VI). */
export const formatPoints = (points: number): string => moneyFormatter('points').format(points);

/** A percentage's number as the UI language writes it (the `%` is the message's): 0.4 → "0.4" (EN), "0,4" (PT, VI). */
export const formatRate = formatPoints;
