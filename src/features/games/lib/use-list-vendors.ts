import { useMemo } from 'react';
import type { VendorName } from '@/api/types/games';
import { useVendorGameTypes } from '../api/vendors';
import { listedVendors } from './categories';

/**
 * The vendors a list page offers (provider strip, manufacturer filter): those of its game type,
 * every vendor for HOT, only `fixedProvider` when the page has one, never BTI, 123BET or TCG*.
 */
export function useListVendors(gameType: string, fixedProvider = ''): VendorName[] {
  const types = useVendorGameTypes();
  return useMemo(() => {
    const byType = types.data ?? {};
    const entries = gameType === 'HOT' ? Object.values(byType).flat() : (byType[gameType] ?? []);
    const unique = [...new Map(entries.map((v) => [v.vassalage, v])).values()].filter(
      (v) => !fixedProvider || v.vassalage === fixedProvider,
    );
    return listedVendors(
      unique.map((v) => ({ vassalage: v.vassalage, accountTypeName: v.displayName, displayName: v.displayName })),
    );
  }, [types.data, gameType, fixedProvider]);
}
