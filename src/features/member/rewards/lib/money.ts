// The money format and currency symbol are shared with the rest of the app.
export { formatAmount } from '@/lib/format';
export { useCurrencySymbol } from '@/queries/member';

/** Points with thousands separators: 12800 → "12,800". */
export const formatPoints = (points: number): string => new Intl.NumberFormat('en-US').format(points);
