import type { QueryClient } from '@tanstack/react-query';
import type { PrizeMode } from '@/api/types/lottery';
import { bannerGroupOfType } from '@/components/banner/banner-group';
import { prefetchBanners } from '@/components/banner/use-banners';
import { lobbyGameType } from '../lib/lobby-list';

/** The lottery lobby route's `prefetch`: the banners at the top of its first screen. */
export function prefetchLotteryLobby(queryClient: QueryClient, prizeMode: PrizeMode): void {
  prefetchBanners(queryClient, bannerGroupOfType(lobbyGameType(prizeMode)));
}
