// The money format and currency symbol are shared with the rest of the app.
export { formatAmount } from '@/lib/format';
export { useCurrencySymbol } from '@/queries/member';
