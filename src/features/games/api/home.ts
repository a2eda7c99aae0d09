import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import { api } from '@/api';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { EMPTY_FILTERS } from '../lib/list-state';
import { HOME_STRIP_SIZE, INHOUSE_VENDOR, WINNER_LIMIT } from '../constants';
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

/** Winner board (§7: gameCategory ALL, limitNum 20). */
export const winnersQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: gamesKeys.winners(language),
    queryFn: async () => (await api.winnerBoard({ gameCategory: 'ALL', language, limitNum: WINNER_LIMIT })).list,
  });

export const useWinners = () => useQuery(winnersQueryOptions(useDebouncedLanguage()));
