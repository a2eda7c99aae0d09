import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { isReadableVendorGameTypes } from '@/api/readable/games';
import type { LanguageCode } from '@/api/types/common';
import { persistedQuery } from '@/lib/persisted-query';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { vendorSortingQueryOptions } from '@/queries/vendor-sorting';
import { VENDOR_MORE_THRESHOLD, VENDOR_STALE_MS } from '../constants';
import { groupVendorCategories } from '../lib/categories';
import { EMPTY_FILTERS } from '../lib/list-state';
import { gameListPage } from './game-pages';
import { gamesKeys } from './keys';

/** The vendor sorting list, grouped (§4): home sections and the tab bar follow its order. */
export function useVendorCategories() {
  return useQuery(vendorSortingQueryOptions(useDebouncedLanguage(), groupVendorCategories));
}

/** Per game type, its vendors (the provider icon strip and the filter's manufacturer list); kept locally (§9). */
export const vendorGameTypesQueryOptions = () =>
  queryOptions({
    ...persistedQuery(gamesKeys.vendorGameTypes(), STORAGE_KEYS.vendorGameTypes, isReadableVendorGameTypes, () =>
      api.vendorGameTypes({ typeId: 1 }),
    ),
    staleTime: VENDOR_STALE_MS,
  });

export const useVendorGameTypes = () => useQuery(vendorGameTypesQueryOptions());

/**
 * The first games of one vendor in one category, one more than a vendor tile shows, so the tile
 * knows whether to show its "more" indicator (§2: above 6 games).
 */
export const vendorGamesQueryOptions = (gameType: string, vassalage: string, language: LanguageCode) =>
  queryOptions({
    queryKey: gamesKeys.vendorGames(gameType, vassalage, language),
    queryFn: async () => {
      const req = { ...EMPTY_FILTERS, tab: 'all' as const, gameType, provider: vassalage, language, token: null };
      return (await gameListPage(req, 1, VENDOR_MORE_THRESHOLD + 1)).games;
    },
    staleTime: VENDOR_STALE_MS,
  });

export function useVendorGames(gameType: string, vassalage: string) {
  return useQuery(vendorGamesQueryOptions(gameType, vassalage, useDebouncedLanguage()));
}
