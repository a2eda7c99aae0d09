import * as v from 'valibot';
import { languageField, noAnswer, type CallContract } from './common';
import { code, id, pageNo, pageSize, token, url } from './fields';
import { DEMO_GAME_MAX_STAKE, SEARCH_MAX } from './limits';
import { bool, int, literal, money, oneOf, optional, text, textOneOf } from './request';
import { PRIZE_MODES } from '../types/lottery';
import { DEMO_GAMES, GAME_TYPES } from '../types/games';

export const gameType = v.picklist(GAME_TYPES);

export const game = v.object({
  code: v.string(),
  gameId: v.string(),
  nodeId: v.string(),
  roomId: v.optional(v.string()),
  nodeName: v.optional(v.string()),
  gameName: v.string(),
  displayName: v.string(),
  remark: v.optional(v.string()),
  drawDayOfWeek: v.optional(v.string()),
  /** Vendor; absent means BGS (§3: `gameVendor`). */
  vassalage: v.optional(v.string()),
  gameClassify: v.optional(v.string()),
  gameClassifyNew: v.optional(v.string()),
  gameType,
  gameCode: v.string(),
  gameGroupId: v.optional(v.string()),
  lottoMode: v.optional(v.string()),
  iconUrl: v.string(),
  mobileLargeIcon: v.optional(v.string()),
  mobileSmallIcon: v.optional(v.string()),
  isTop: v.boolean(),
  isNew: v.boolean(),
  isGameH5: v.optional(v.boolean()),
  supportPlay: v.optional(v.boolean()),
  minBet: v.optional(v.number()),
});

export const gameListPayload = v.object({
  merchant: code,
  platform: literal('html5'),
  gameName: optional(text(SEARCH_MAX)),
  gameType: code,
  pageNo,
  pageSize,
  vassalage: optional(code),
  gameClassify: optional(code),
  minBet: optional(text(8)),
  minLine: optional(text(8)),
  isNew: optional(bool()),
  language: languageField,
  clientType: optional(literal(2)),
});
export const gameListValue = v.object({ games: v.array(game), pageNum: v.number(), totalPages: v.number() });

export const hotGamesPayload = v.object({
  isPlatform: literal(2),
  language: languageField,
  platform: literal('html5'),
  gameType: optional(code),
  merchantCode: optional(code),
});

export const vendorName = v.object({
  accountTypeName: v.string(),
  vassalage: v.string(),
  displayName: v.optional(v.string()),
});
/** The vendor sorting list: one entry per game category, in the server's order. */
export const vendorCategory = v.object({ gameCategory: v.string(), vendorNames: v.array(vendorName) });

export const vendorGameTypesPayload = v.object({ typeId: literal(1), merchantCode: code });
/** Per game type, the vendors offering it. */
export const vendorGameTypes = v.record(
  v.string(),
  v.array(v.object({ vassalage: v.string(), displayName: v.string() })),
);

export const favouritePayload = v.object({ nodeId: id, token, vendor: code });
export const favouriteListPayload = v.object({
  token,
  pageNo,
  pageSize,
  gameType: optional(code),
  language: languageField,
  vendor: code,
});
export const favouriteListValue = v.object({ content: v.array(game), totalPages: v.number() });
export const favouriteIdsPayload = v.object({ token, pageNo: literal(1), pageSize });

export const recentGamesPayload = v.object({
  page: pageNo,
  pageSize,
  gameType: optional(code),
  language: languageField,
  clientType: literal(2),
  vassalage: code,
});
export const recentGamesValue = v.object({ list: v.array(game), totalPages: v.number() });
export const recentGameAddPayload = v.object({ gameId: id, nodeId: id, vendor: code });

export const winnerBoardPayload = v.object({
  gameCategory: literal('ALL'),
  language: languageField,
  limitNum: int(1, 50),
});
export const winnerEntry = v.object({
  vo: v.object({
    customerName: v.string(),
    gameName: v.string(),
    winAmount: v.number(),
    gameId: v.string(),
    nodeId: v.string(),
    vendor: v.string(),
  }),
});
export const winnerBoardValue = v.object({ list: v.array(winnerEntry) });

/**
 * Generic launch (category, vendor, gameId, nodeId) or, from /m/launchGame, a lottery launch with
 * that route's query (playType, gameId, gameGroupId, prize_mode, code).
 */
export const launchGamePayload = v.object({
  category: code,
  vendor: optional(code),
  gameId: optional(id),
  nodeId: optional(id),
  playType: optional(oneOf(['ent', 'trad'])),
  gameGroupId: optional(id),
  /** The payload type takes any text; the gateway only these. */
  prizeMode: optional(textOneOf(PRIZE_MODES)),
  /** Lottery lobby code; "lobby" by default. */
  code: optional(id),
  /** Where the game's own back button returns (an app path). */
  pageBack: optional(url),
});
export const launchValue = v.object({ content: v.object({ game_url: v.string() }) });

/**
 * Demo mode only: one round of a built-in demo game. `pick` is what the player bets on (a side, a
 * colour, a target, `<fixture>:<result>`); the slot has none.
 */
export const demoBetPayload = v.object({
  gameId: id,
  game: oneOf(DEMO_GAMES),
  pick: optional(code, ''),
  stake: money(0.01, DEMO_GAME_MAX_STAKE),
});
/** What the round drew, per game: the board shows it. */
export const demoRound = v.variant('game', [
  v.object({ game: v.literal('slot'), symbols: v.array(v.string()) }),
  v.object({
    game: v.literal('baccarat'),
    player: v.array(v.string()),
    banker: v.array(v.string()),
    winner: v.picklist(['PLAYER', 'BANKER', 'TIE']),
  }),
  v.object({ game: v.literal('roulette'), number: v.number() }),
  v.object({ game: v.literal('fishing'), target: v.string(), caught: v.boolean() }),
  v.object({
    game: v.picklist(['sports', 'esports']),
    fixtureId: v.string(),
    score: v.tuple([v.number(), v.number()]),
    result: v.picklist(['HOME', 'DRAW', 'AWAY']),
  }),
  v.object({ game: v.literal('cockfight'), winner: v.picklist(['MERON', 'WALA', 'DRAW']) }),
]);
export const demoBetValue = v.object({
  roundId: v.string(),
  stake: v.number(),
  win: v.number(),
  balance: v.number(),
  round: demoRound,
});

export const gamesContract = {
  gameList: { req: gameListPayload, res: gameListValue },
  hotGames: { req: hotGamesPayload, res: v.array(game) },
  vendorSorting: { req: v.object({ language: languageField }), res: v.array(vendorCategory) },
  vendorGameTypes: { req: vendorGameTypesPayload, res: vendorGameTypes },
  winnerBoard: { req: winnerBoardPayload, res: winnerBoardValue },
  launchGame: { req: launchGamePayload, res: launchValue },
  favouriteAdd: { req: favouritePayload, res: noAnswer },
  favouriteRemove: { req: favouritePayload, res: noAnswer },
  favouriteList: { req: favouriteListPayload, res: favouriteListValue },
  favouriteIds: { req: favouriteIdsPayload, res: v.array(v.string()) },
  recentGames: { req: recentGamesPayload, res: recentGamesValue },
  recentGameAdd: { req: recentGameAddPayload, res: noAnswer },
  demoBet: { req: demoBetPayload, res: demoBetValue },
} satisfies Record<string, CallContract>;
