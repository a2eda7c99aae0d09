import type { QueryClient } from '@tanstack/react-query';
import { prefetchBanners } from '@/components/banner/use-banners';
import { GAME_LIST_BANNER_GROUP } from '../constants';

/** A game list route's `prefetch`: the banners at the top of its first screen. */
export function prefetchGameList(queryClient: QueryClient): void {
  prefetchBanners(queryClient, GAME_LIST_BANNER_GROUP);
}
