import type { QueryClient } from '@tanstack/react-query';
import { prefetchBanners } from '@/components/banner/use-banners';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session';
import { GAME_LIST_BANNER_GROUP } from '../constants';
import { initialListState } from '../lib/list-state';
import { gameListQuery } from './use-game-list';

/** A game list route's `prefetch`: the banners at the top of its first screen. */
export function prefetchGameList(queryClient: QueryClient): void {
  prefetchBanners(queryClient, GAME_LIST_BANNER_GROUP);
}

/**
 * With the banners, the first page of the games the page at `url` opens on (its `?type=` tab and
 * `?vassalage=` provider), the same query its grid reads: the grid's tiles are most of its first screen.
 */
export function prefetchGameListWithGames(queryClient: QueryClient, gameType: string, url: URL): void {
  prefetchGameList(queryClient);
  const { session } = useSessionStore.getState();
  const list = gameListQuery(gameType, initialListState(url.searchParams), currentLanguage(), session);
  if (list.ready) void queryClient.prefetchInfiniteQuery(list.options);
}
