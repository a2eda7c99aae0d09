import { formatMoney } from '@/lib/format';
import { useWallet } from '@/queries/member';

/** "¥ 1,234.50": the balance widget's format. */
export const formatAmount = (amount: number, symbol: string): string => `${symbol} ${formatMoney(amount)}`.trim();

/** The wallet's currency symbol (empty until the wallet has loaded). */
export const useCurrencySymbol = (): string => useWallet().data?.currencySymbol ?? '';

/** Points with thousands separators: 12800 → "12,800". */
export const formatPoints = (points: number): string => new Intl.NumberFormat('en-US').format(points);
