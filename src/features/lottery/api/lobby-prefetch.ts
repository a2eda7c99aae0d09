import type { QueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import type { PrizeMode } from '@/api/types/lottery';
import { bannerGroupOfType } from '@/components/banner/banner-group';
import { prefetchBanners } from '@/components/banner/use-banners';
import { lobbyGameType } from '../lib/lobby-list';
import { lotteryMenuQueryOptions } from './lottery-menu';

/** The lottery lobby route's data start: the banners at the top of its first screen and the menu its cards show. */
export function prefetchLotteryLobby(queryClient: QueryClient, prizeMode: PrizeMode, language: LanguageCode): void {
  prefetchBanners(queryClient, bannerGroupOfType(lobbyGameType(prizeMode)));
  void queryClient.prefetchQuery(lotteryMenuQueryOptions(prizeMode, language));
}
