import type { QueryClient } from '@tanstack/react-query';
import { prefetchBanners } from '@/components/banner/use-banners';
import { LOBBY_BANNER_GROUP } from '../constants';

/** The lottery lobby route's `prefetch`: the banners at the top of its first screen. */
export function prefetchLotteryLobby(queryClient: QueryClient): void {
  prefetchBanners(queryClient, LOBBY_BANNER_GROUP);
}
