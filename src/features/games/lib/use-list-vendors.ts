import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { VendorName } from '@/api/types/games';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useVendorGameTypes } from '../api/vendors';
import { gameListQuery } from '../api/use-game-list';
import { listedVendors } from './categories';
import { gameVendor } from './game-vendor';
import { EMPTY_FILTERS } from './list-state';

const HOT = 'HOT';

/**
 * The vendors of the hot list, once it has come (the page's own All list: the same query, no second
 * call); undefined until then, and on any other page.
 */
function useHotListVendors(gameType: string): ReadonlySet<string> | undefined {
  const hot = gameListQuery({ gameType: HOT }, { ...EMPTY_FILTERS, tab: 'all' }, useDebouncedLanguage(), null);
  const { data } = useInfiniteQuery({ ...hot.options, enabled: gameType === HOT });
  return useMemo(() => data && new Set(data.pages.flatMap((page) => page.games.map(gameVendor))), [data]);
}

/**
 * The vendors a list page offers (provider strip, manufacturer filter): those of its game type, only
 * `fixedProvider` when the page has one, never BTI, 123BET or TCG*. HOT offers the vendors of every
 * type that have hot games (every vendor until the hot list has come): another would list nothing.
 */
export function useListVendors(gameType: string, fixedProvider = ''): VendorName[] {
  const types = useVendorGameTypes();
  const hotVendors = useHotListVendors(gameType);
  return useMemo(() => {
    const byType = types.data ?? {};
    const entries = gameType === HOT ? Object.values(byType).flat() : (byType[gameType] ?? []);
    const unique = [...new Map(entries.map((v) => [v.vassalage, v])).values()].filter(
      (v) => (!fixedProvider || v.vassalage === fixedProvider) && (!hotVendors || hotVendors.has(v.vassalage)),
    );
    return listedVendors(
      unique.map((v) => ({ vassalage: v.vassalage, accountTypeName: v.displayName, displayName: v.displayName })),
    );
  }, [types.data, gameType, fixedProvider, hotVendors]);
}
