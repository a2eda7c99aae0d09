import type { ReactNode } from 'react';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { useCurrencySymbol } from '@/queries/currency-symbol';

/**
 * A rewards screen's QueryBoundary that hands its part the currency symbol, read outside the
 * boundary so the wallet loads alongside the screen's data rather than after it.
 */
export function CurrencyBoundary({ children }: { children(symbol: string): ReactNode }) {
  const symbol = useCurrencySymbol();
  return <QueryBoundary>{children(symbol)}</QueryBoundary>;
}
