import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { DEFAULT_PRIZE_MODE, DEVICE } from '../constants';
import { lotteryKeys } from './keys';

/** §7 recent Vietnam lottery: the latest regional draws, newest first. */
export function useRecentVietnamDraws(recentCount: number) {
  const language = useDebouncedLanguage();
  return useQuery({
    queryKey: lotteryKeys.recentVietnam(recentCount, language),
    queryFn: () => api.recentVietnamLottery({ device: DEVICE, recentCount, prizeMode: DEFAULT_PRIZE_MODE, language }),
  });
}
