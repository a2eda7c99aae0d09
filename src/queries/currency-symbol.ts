import { moneyFormatter } from '@/lib/money';
import { useWallet } from './member';

/**
 * The deployment currency's own symbol ("¥" for CNY, "R$" for BRL), known before any call answers:
 * what amounts carry until the server's symbol is in, so none shows bare for a moment.
 */
export const deploymentCurrencySymbol = (): string =>
  moneyFormatter('currency')
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? '';

/**
 * The wallet's currency symbol; the deployment currency's own until the wallet has loaded. Only screens
 * that list amounts read it, so it stays out of the code every page loads first.
 */
export const useCurrencySymbol = (): string => useWallet().data?.currencySymbol ?? deploymentCurrencySymbol();
