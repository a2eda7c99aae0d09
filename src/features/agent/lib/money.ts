import { formatMoney } from '@/lib/format';

/** Amounts of the agent screens: two decimals, thousands separators. */
export const money = (amount: number) => formatMoney(amount);

/** Win/loss amounts with their sign, for colouring. */
export const signedMoney = (amount: number) => `${amount > 0 ? '+' : ''}${formatMoney(amount)}`;
export const signClass = (amount: number) => (amount > 0 ? 'is-up' : amount < 0 ? 'is-down' : '');
