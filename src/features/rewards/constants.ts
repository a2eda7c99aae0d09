/** Rules of the rewards screens (the spec is silent; docs/decisions/rewards.md explains each choice). */

/** Rows per page of the game records ("load more" appends the next page). */
export const GAME_RECORD_PAGE_SIZE = 20;
/** Game records are kept this many days back, today included. */
export const GAME_RECORD_KEPT_DAYS = 60;
/** One records query spans at most this many days. */
export const GAME_RECORD_MAX_SPAN_DAYS = 31;
/** Quick date ranges of the records screen: [days back of the first day, days back of the last day]. */
export const GAME_RECORD_PRESETS = {
  today: [0, 0],
  yesterday: [1, 1],
  last7: [6, 0],
  last30: [29, 0],
} as const satisfies Record<string, readonly [number, number]>;
export type GameRecordPreset = keyof typeof GAME_RECORD_PRESETS;
export const DEFAULT_GAME_RECORD_PRESET: GameRecordPreset = 'last7';
/** Game type filters; the empty value is "all types" (sent empty, as the game lists do). */
export const GAME_TYPE_FILTERS = [
  '',
  'LIVE',
  'RNG',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;
export type GameTypeFilter = (typeof GAME_TYPE_FILTERS)[number];
export const DEFAULT_GAME_TYPE_FILTER: GameTypeFilter = '';

/** The sign-in streak ladder has seven steps, then starts again at day 1. */
export const STREAK_LADDER_DAYS = 7;

/** A claimable reward within this many days of its expiry is flagged "expiring soon". */
export const REWARD_EXPIRING_SOON_DAYS = 1;

/** A mall item with this many or fewer left shows "only N left". */
export const MALL_LOW_STOCK = 10;
/** Mall item pictures, CSS pixels (fixed size, no layout shift). */
export const MALL_IMAGE_SIZE = 88;
