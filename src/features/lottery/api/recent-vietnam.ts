import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import { api } from '@/api';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { DEFAULT_PRIZE_MODE, DEVICE } from '../constants';
import { lotteryKeys } from './keys';

/** §7 recent Vietnam lottery: the latest regional draws, newest first. */
export const recentVietnamQueryOptions = (recentCount: number, language: LanguageCode) =>
  queryOptions({
    queryKey: lotteryKeys.recentVietnam(recentCount, language),
    queryFn: () => api.recentVietnamLottery({ device: DEVICE, recentCount, prizeMode: DEFAULT_PRIZE_MODE, language }),
  });

export const useRecentVietnamDraws = (recentCount: number) =>
  useQuery(recentVietnamQueryOptions(recentCount, useDebouncedLanguage()));
