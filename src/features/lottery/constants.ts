import type { PrizeMode } from '@/api/types/lottery';

/** §4 countdown: below this many ms left the countdown shows its near-end style. */
export const NEAR_END_MS = 6_000;
/** §4 highlight: a card is highlighted while time left minus lock time is above 0 and below this. */
export const HIGHLIGHT_WINDOW_MS = 24 * 3_600_000;

/** §4 menu refresh: never wait longer than this between refreshes… */
export const MENU_REFRESH_MAX_MS = 30_000;
/** …and wait this long when no draw is pending. */
export const MENU_REFRESH_IDLE_MS = 7_000;
/**
 * A menu answered this recently is the lobby's as it mounts (started by the route's loader with the route's code);
 * older, the lobby asks again on mount, so coming back to it always shows the latest draws.
 */
export const MENU_FRESH_MS = 3_000;

/**
 * §9 prize levels 0-9: level 0 is GB (the special prize), then G1 … G9; `~` between levels, `,` between
 * numbers. Screens show each as `prizeLevels.<code>` in the lottery strings (ĐB in Vietnamese).
 */
export const PRIZE_LEVEL_CODES = ['GB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9'] as const;
export type PrizeLevelCode = (typeof PRIZE_LEVEL_CODES)[number];

export const LEVEL_SEPARATOR = '~';
export const NUMBER_SEPARATOR = ',';

/** §3 weekday values: Sunday 1, Monday 2 … Saturday 7; the schedule lists Monday first, as Vietnam does. */
export const SCHEDULE_WEEKDAY_ORDER = [2, 3, 4, 5, 6, 7, 1] as const;
export const DRAW_DAYS_SEPARATOR = ',';
/** Draw days and times are Vietnam time (UTC+7). */
export const VIETNAM_UTC_OFFSET_MS = 7 * 3_600_000;

/** §9 prize modes: default Lott (others ZY, Elott); SEA for TCG_SEA. */
export const DEFAULT_PRIZE_MODE: PrizeMode = 'Lott';
export const ELOTT_PRIZE_MODE: PrizeMode = 'Elott';
export const SEA_PRIZE_MODE: PrizeMode = 'SEA';
export const VIETNAM_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';
export const DEVICE = 'MOBILE';

/** Lobby cards rendered with the first paint (a phone screen holds about four); the rest follow in a transition. */
export const LOBBY_FIRST_CARDS = 6;
/** §2 lobby: the menu entry that shows every category's games. */
export const MENU_ALL = 'ALL';
/** §2: the category whose History Result link is hidden. */
export const STOCK_TAG = 'vietnam_rb_stock';
/** §2: a category with this tag is a provider whose game list is shown instead of cards. */
export const GPI_TAG = 'GPI';
export const GPI_VENDOR = 'GPI';
/** §9: the lottery provider list page size. */
export const GPI_PAGE_SIZE = 100;
export const LOTTERY_GAME_TYPE = 'LOTT';
export const ELOTT_GAME_TYPE = 'ELOTT';
/**
 * §7 recent games, asked with the lobby's game type for the recent tab: the games feature's call
 * (page size 25, clientType 2, vassalage BGS), repeated here because features do not share modules.
 */
export const RECENT_PAGE_SIZE = 25;
export const RECENT_CLIENT_TYPE = 2;
export const RECENT_VASSALAGE = 'BGS';
/** §3 category tags: a category whose tag ends so (vietnam_rb_hot) holds the lobby's hot games. */
export const HOT_TAG_SUFFIX = '_hot';

/** §7 recent Vietnam lottery: home asks for 100 draws (the spec's other count, 20, has no screen here). */
export const RECENT_VIETNAM_HOME_COUNT = 100;
/** Home block: how many draw days a region offers to pick from. */
export const HOME_DRAW_DAYS = 4;

/** History modal and card: draws shown before "more history". */
export const HISTORY_PREVIEW_SIZE = 10;
/** Results page: draws per page. */
export const HISTORY_PAGE_SIZE = 20;

/** Demo lottery: a bet is two digits on the last two of the special prize. */
export const DEMO_BET_DIGITS = 2;
export { DEMO_BET_MIN_STAKE as DEMO_MIN_STAKE, DEMO_BET_MAX_STAKE as DEMO_MAX_STAKE } from '@/api/types/lottery';
export const DEMO_STAKE_CHIPS = [10, 50, 100, 500] as const;
/** What a winning demo bet pays per unit staked (the usual two-digit "đề" odds the demo backend pays). */
export const DEMO_ODDS = 70;
export { PRIZE_MODES } from '@/api/types/lottery';
