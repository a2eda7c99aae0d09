// @vitest-environment node
import { LANGUAGE_REFETCH_DEBOUNCE_MS } from '@/config/constants';
import { nextPageNo } from './api/game-pages';
import * as games from './constants';

/**
 * games-and-content §9 and §4, to the number. The screens read these constants; their tests check
 * that they do (GameListPage, GameGrid, WinnerBoard, VendorTiles…), this table that the numbers are the spec's.
 */
describe("the games feature's spec numbers", () => {
  it('page sizes: search 25, home strips 29, game list 50, recent and favourite 25, favourite ids 100, winners 20', () => {
    expect({
      search: games.SEARCH_PAGE_SIZE,
      homeStrip: games.HOME_STRIP_SIZE,
      gameList: games.GAME_LIST_PAGE_SIZE,
      recent: games.RECENT_PAGE_SIZE,
      favourite: games.FAVOURITE_PAGE_SIZE,
      favouriteIds: games.FAVOURITE_IDS_PAGE_SIZE,
      winners: games.WINNER_LIMIT,
    }).toEqual({ search: 25, homeStrip: 29, gameList: 50, recent: 25, favourite: 25, favouriteIds: 100, winners: 20 });
  });

  it('timings: search debounce 500 ms, language reload debounce 250 ms, winner scroll step 1500 ms', () => {
    expect(games.SEARCH_DEBOUNCE_MS).toBe(500);
    expect(LANGUAGE_REFETCH_DEBOUNCE_MS).toBe(250);
    expect(games.WINNER_SCROLL_MS).toBe(1_500);
  });

  it('thresholds: winner scroll above 6, vendor "more" above 6, infinite scroll within 300 px', () => {
    expect(games.WINNER_VISIBLE_ROWS).toBe(6);
    expect(games.VENDOR_MORE_THRESHOLD).toBe(6);
    expect(games.INFINITE_SCROLL_THRESHOLD_PX).toBe(300);
  });

  it('payload values: clientType 2, hot isPlatform 2, platform html5, vendor BGS for favourites, recent and the tab reset', () => {
    expect([games.CLIENT_TYPE_MOBILE, games.HOT_IS_PLATFORM, games.PLATFORM_HTML5]).toEqual([2, 2, 'html5']);
    expect([games.PLATFORM_VENDOR, games.TAB_RESET_PROVIDER, games.DEFAULT_GAME_VENDOR]).toEqual(['BGS', 'BGS', 'BGS']);
  });

  it('loads more while pageNum < totalPages', () => {
    expect(nextPageNo({ games: [], pageNo: 2, totalPages: 3 })).toBe(3);
    expect(nextPageNo({ games: [], pageNo: 3, totalPages: 3 })).toBeUndefined();
  });
});
