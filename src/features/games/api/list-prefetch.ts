import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { prefetchBanners } from '@/components/banner/use-banners';
import { currentLanguage } from '@/lib/i18n';
import { preloadPicturesOf } from '@/queries/picture-preload';
import { useSessionStore } from '@/stores/session';
import { GAME_LIST_BANNER_GROUP, GRID_COLUMNS, GRID_FIRST_SCREEN_ROWS } from '../constants';
import { initialListState } from '../lib/list-state';
import { tileIconPath } from '../lib/tile-icon';
import type { GamePage } from './game-pages';
import { gameListQuery } from './use-game-list';

/** A game list route's `prefetch`: the banners at the top of its first screen. */
export function prefetchGameList(queryClient: QueryClient): void {
  prefetchBanners(queryClient, GAME_LIST_BANNER_GROUP);
}

/**
 * With the banners, the first page of the games the page at `url` opens on (its `?type=` tab and
 * `?vassalage=` provider), the same query its grid reads: the grid's tiles are most of its first screen,
 * and the pictures of its first screen's rows are asked for as soon as the page names them.
 */
export function prefetchGameListWithGames(queryClient: QueryClient, gameType: string, url: URL): void {
  prefetchGameList(queryClient);
  const { session } = useSessionStore.getState();
  const list = gameListQuery({ gameType }, initialListState(url.searchParams), currentLanguage(), session);
  if (!list.ready) return;
  preloadPicturesOf<InfiniteData<GamePage>>(
    queryClient,
    queryClient.prefetchInfiniteQuery(list.options),
    list.options.queryKey,
    (data) => (data.pages[0]?.games ?? []).slice(0, GRID_COLUMNS * GRID_FIRST_SCREEN_ROWS).map(tileIconPath),
  );
}
