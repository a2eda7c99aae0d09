import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import { api } from '@/api';
import { currentLanguage } from '@/lib/i18n';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { vendorSortingQueryOptions } from '@/queries/vendor-sorting';
import { preloadPicturesOf } from '@/queries/picture-preload';
import type { Game } from '@/api/types/games';
import { groupVendorCategories, homeSectionTypes } from '../lib/categories';
import { EMPTY_FILTERS } from '../lib/list-state';
import { tileIconPath } from '../lib/tile-icon';
import {
  EAGER_STRIP_TILES,
  HOME_LOADING_SECTIONS,
  HOME_STRIP_SIZE,
  INHOUSE_VENDOR,
  LOTTERY_TYPES,
  VENDOR_TILE_TYPES,
  WINNER_LIMIT,
} from '../constants';
import { gameListPage, hotPage } from './game-pages';
import { gamesKeys } from './keys';

/** The games of a home strip (§9: 29): hot games, in-house (BGS RNG games) or a game type. */
export const stripGamesQueryOptions = (type: string, language: LanguageCode) =>
  queryOptions({
    queryKey: gamesKeys.strip(type, language),
    queryFn: async () => {
      const inhouse = type === 'INHOUSE';
      const req = {
        ...EMPTY_FILTERS,
        tab: 'all' as const,
        gameType: inhouse ? 'RNG' : type,
        provider: inhouse ? INHOUSE_VENDOR : '',
        language,
        token: null,
      };
      const page = type === 'HOT' ? await hotPage(req) : await gameListPage(req, 1, HOME_STRIP_SIZE);
      return page.games.slice(0, HOME_STRIP_SIZE);
    },
  });

export const useStripGames = (type: string) => useQuery(stripGamesQueryOptions(type, useDebouncedLanguage()));

/** Whether a home section shows a strip of games (the others: vendor tiles, or the lottery block). */
export const isStripSection = (type: string): boolean =>
  !VENDOR_TILE_TYPES.includes(type) && !LOTTERY_TYPES.includes(type);

/** A strip's games, and the pictures of the tiles a screen's width shows as soon as they are named. */
function prefetchStrip(queryClient: QueryClient, type: string, language: LanguageCode): void {
  const options = stripGamesQueryOptions(type, language);
  preloadPicturesOf<Game[]>(queryClient, queryClient.prefetchQuery(options), options.queryKey, (games) =>
    games.slice(0, EAGER_STRIP_TILES).map(tileIconPath),
  );
}

/**
 * Home's game sections on its first screen, asked for by the route's `clientLoader` with the
 * route's code: the hot strip's games (the first section, whatever the list says) and the vendor
 * sorting list (the other sections' order), at once rather than one after the other; as soon as
 * the list answers, the games of the strips that share the first screen with the hot one, without
 * waiting for the page to render them.
 */
export function prefetchHomeSections(queryClient: QueryClient): void {
  const language = currentLanguage();
  prefetchStrip(queryClient, 'HOT', language);
  const sorting = vendorSortingQueryOptions(language, groupVendorCategories);
  void queryClient.fetchQuery(sorting).then(
    (sortingList) => {
      const firstScreen = homeSectionTypes(groupVendorCategories(sortingList)).slice(1, HOME_LOADING_SECTIONS);
      for (const type of firstScreen.filter(isStripSection)) prefetchStrip(queryClient, type, language);
    },
    // The sections show the list's failure and its retry.
    () => undefined,
  );
}

/** Winner board (§7: gameCategory ALL, limitNum 20). */
export const winnersQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: gamesKeys.winners(language),
    queryFn: async () => (await api.winnerBoard({ gameCategory: 'ALL', language, limitNum: WINNER_LIMIT })).list,
  });

export const useWinners = () => useQuery(winnersQueryOptions(useDebouncedLanguage()));
