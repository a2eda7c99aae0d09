import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import { api } from '@/api';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { GPI_PAGE_SIZE, GPI_VENDOR, LOTTERY_GAME_TYPE } from '../constants';
import { lotteryKeys } from './keys';

/** §2: the GPI provider's lottery games (page size 100, §9). */
export const gpiGamesQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: lotteryKeys.gpiGames(language),
    queryFn: () =>
      api.gameList({
        platform: 'html5',
        gameType: LOTTERY_GAME_TYPE,
        vassalage: GPI_VENDOR,
        pageNo: 1,
        pageSize: GPI_PAGE_SIZE,
        language,
      }),
  });

export const useGpiGames = () => useQuery(gpiGamesQueryOptions(useDebouncedLanguage()));
