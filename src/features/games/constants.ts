import type { PrizeMode } from '@/api/types/lottery';
import { HOT_BANNER_GROUP } from '@/components/banner/constants';

/** games-and-content §9: page sizes. */
export const GAME_LIST_PAGE_SIZE = 50;
export const SEARCH_PAGE_SIZE = 25;
export const HOME_STRIP_SIZE = 29;
export const FAVOURITE_PAGE_SIZE = 25;
export const RECENT_PAGE_SIZE = 25;
export const FAVOURITE_IDS_PAGE_SIZE = 100;
export const WINNER_LIMIT = 20;

/** §2 game list: load the next page when the grid's end is this close to the viewport. */
export const INFINITE_SCROLL_THRESHOLD_PX = 300;
/** §4: the search box waits this long after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The longest game name the search box takes. */
export { SEARCH_NAME_MAX } from '@/api/types/games';

/** §2 winner board: auto-scroll above this many entries, one step every WINNER_SCROLL_MS. */
export const WINNER_VISIBLE_ROWS = 6;
export const WINNER_SCROLL_MS = 1_500;
/** §2 game centre: a vendor shows "more" when it has more games than this. */
export const VENDOR_MORE_THRESHOLD = 6;

/** §9: minimum-bet options ('' = all). */
export const MIN_BET_OPTIONS = ['', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
/** §4 "classify: NEW, ALL or others": the new games, then §9's categories ('' = all, sent empty). */
export const NEW_CLASSIFY = 'NEW';
export const CLASSIFY_OPTIONS = ['', NEW_CLASSIFY, 'JP', 'SC', 'VP', 'TG', 'AC'] as const;
/** §7 game list `minLine`: no screen offers a line filter, so every list asks for games of any line count. */
export const ANY_MIN_LINE = '';

/** §9 / §3: the platform's own vendor code, sent as vendor / vassalage of favourite and recent lists. */
export const PLATFORM_VENDOR = 'BGS';
/** §3: a game without `vassalage` is the platform's own. */
export const DEFAULT_GAME_VENDOR = PLATFORM_VENDOR;
/** §4: changing the list's tab resets the provider to this vendor. */
export const TAB_RESET_PROVIDER = PLATFORM_VENDOR;
/** §2: in-house games are RNG games of this vendor. */
export const INHOUSE_VENDOR = PLATFORM_VENDOR;
export const PLATFORM_HTML5 = 'html5';
export const HOT_IS_PLATFORM = 2;
export const CLIENT_TYPE_MOBILE = 2;

/** §9 vendor grouping: within SPORTS these vendors move to their own categories. */
export const ESPORTS_VENDORS = ['TF', 'IMSB'] as const;
export const COCKFIGHT_VENDORS = ['DS88', 'SV3'] as const;
/** §9: the vendor category never shown on home or in the tab bar. */
export const EXCLUDED_CATEGORY = 'ELOTT';

/** §4 launch by vendor. */
export const VIETNAM_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';
export const DEFAULT_PRIZE_MODE: PrizeMode = 'Lott';
export const ELOTT_PRIZE_MODE: PrizeMode = 'Elott';
export const SEA_PRIZE_MODE: PrizeMode = 'SEA';
export const LOTTERY_LOBBY_CODE = 'lobby';
/** Winner entries carry no game type: their launch is a generic one for every category. */
export const WINNER_LAUNCH_CATEGORY = 'ALL';

/**
 * §2 home: these categories show vendor tiles; LOTTERY_TYPES their lottery block; every other
 * category (HOT, PVP, FISH, LIVE, RNG, INHOUSE and any other) a game strip.
 */
export const VENDOR_TILE_TYPES: readonly string[] = ['COCKFIGHT', 'SPORTS'];
export const LOTTERY_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/** §2 game list page banners. */
export const GAME_LIST_BANNER_GROUP = HOT_BANNER_GROUP;
/** §2: the game centre shows sports unless ?gameType= says otherwise. */
export const DEFAULT_CENTRE_TYPE = 'SPORTS';
/** §2: /m/gameList without ?gameType= lists slots. */
export const DEFAULT_LIST_TYPE = 'RNG';

/** Demo game (demo builds): stakes offered by the spin screen. */
export const DEMO_STAKES = [1, 5, 10, 50] as const;

/** Vendor lists change rarely: one read per visit is enough. */
export const VENDOR_STALE_MS = 5 * 60_000;
/** Game icons are square; tiles reserve their box so nothing shifts while they load. */
export const GAME_ICON_SIZE = 200;
/** Grid layout: columns at phone width, and how many rows beyond the viewport stay rendered. */
export const GRID_COLUMNS = 3;
export const GRID_OVERSCAN_ROWS = 3;
/**
 * Rows of a grid a phone screen shows below a lobby's banner and tabs: their images load eagerly,
 * and on the page's load they render at once, the rest of the window in a transition.
 */
export const GRID_FIRST_SCREEN_ROWS = 3;
/** Tiles of a home strip that a phone's screen width shows: they load eagerly, and their pictures are asked for with the strip's answer. */
export const EAGER_STRIP_TILES = 4;
/** Home sections shown until the vendor categories come, the hot section and skeletons after it (a phone screen's worth). */
export const HOME_LOADING_SECTIONS = 3;
