import type * as v from 'valibot';
import type * as c from '../contract/games';

// The games calls' payloads and answers, derived from their contract (src/api/contract/games.ts).

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

/** The longest game name a search sends (the spec sets none; the platform refuses longer). */
export const SEARCH_NAME_MAX = 100;

/** The platform's game types (the contract's `gameType`, the mock's catalogue). */
export const GAME_TYPES = [
  'HOT',
  'LIVE',
  'RNG',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'INHOUSE',
  'COCKFIGHT',
] as const;
export type GameType = Out<typeof c.gameType>;
/** The demo backend's built-in games (demo builds): the one a launch opens depends on the game's category. */
export const DEMO_GAMES = ['slot', 'baccarat', 'roulette', 'fishing', 'sports', 'esports', 'cockfight'] as const;
export type DemoGame = (typeof DEMO_GAMES)[number];
export type Game = Out<typeof c.game>;
export type GameListPayload = Out<typeof c.gameListPayload>;
export type GameListValue = Out<typeof c.gameListValue>;
export type HotGamesPayload = Out<typeof c.hotGamesPayload>;
export type VendorName = Out<typeof c.vendorName>;
/** The vendor sorting list: one entry per game category, in the server's order. */
export type VendorCategory = Out<typeof c.vendorCategory>;
export type VendorGameTypesPayload = Out<typeof c.vendorGameTypesPayload>;
/** Per game type, the vendors offering it. */
export type VendorGameTypes = Out<typeof c.vendorGameTypes>;
export type FavouritePayload = Out<typeof c.favouritePayload>;
export type FavouriteListPayload = Out<typeof c.favouriteListPayload>;
export type FavouriteListValue = Out<typeof c.favouriteListValue>;
export type FavouriteIdsPayload = Out<typeof c.favouriteIdsPayload>;
export type RecentGamesPayload = Out<typeof c.recentGamesPayload>;
export type RecentGamesValue = Out<typeof c.recentGamesValue>;
export type RecentGameAddPayload = Out<typeof c.recentGameAddPayload>;
export type WinnerBoardPayload = Out<typeof c.winnerBoardPayload>;
export type WinnerEntry = Out<typeof c.winnerEntry>;
export type WinnerBoardValue = Out<typeof c.winnerBoardValue>;
/**
 * Generic launch (category, vendor, gameId, nodeId) or, from /m/launchGame, a lottery launch with
 * that route's query (playType, gameId, gameGroupId, prize_mode, code).
 */
export type LaunchGamePayload = Out<typeof c.launchGamePayload>;
export type LaunchValue = Out<typeof c.launchValue>;
/** Demo mode only: one round of a built-in demo game. */
export type DemoBetPayload = Out<typeof c.demoBetPayload>;
export type DemoBetValue = Out<typeof c.demoBetValue>;
export type DemoRound = Out<typeof c.demoRound>;
