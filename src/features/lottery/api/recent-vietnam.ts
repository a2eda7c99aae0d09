import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import { api } from '@/api';
import { persistedQuery } from '@/lib/persisted-query';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { DEFAULT_PRIZE_MODE, DEVICE } from '../constants';
import { lotteryKeys } from './keys';
import { isStoredDraws, lotteryListStorageKey } from './stored-lists';

/** §7 recent Vietnam lottery: the latest regional draws, newest first; kept locally (§9). */
export const recentVietnamQueryOptions = (recentCount: number, language: LanguageCode) =>
  queryOptions(
    persistedQuery(
      lotteryKeys.recentVietnam(recentCount, language),
      lotteryListStorageKey('recentVietnam', recentCount, language),
      isStoredDraws,
      () => api.recentVietnamLottery({ device: DEVICE, recentCount, prizeMode: DEFAULT_PRIZE_MODE, language }),
    ),
  );

export const useRecentVietnamDraws = (recentCount: number) =>
  useQuery(recentVietnamQueryOptions(recentCount, useDebouncedLanguage()));
