import {
  hasFields,
  isArrayOf,
  isBoolean,
  isFiniteNumber,
  isOptional,
  isRecord,
  isRecordOf,
  isString,
  type Guard,
} from '@/lib/guards';
import type { VendorGameTypes } from '../types/games';

/**
 * A game the lists can show and launch (tiles, strips, hot, favourite and recent lists, vendor tiles,
 * the lottery lobby's provider and recent lists): the fields they read, of the kinds they read them as.
 */
export const isReadableGame = hasFields({
  gameId: isString,
  nodeId: isString,
  gameName: isString,
  displayName: isOptional(isString),
  iconUrl: isString,
  mobileSmallIcon: isOptional(isString),
  vassalage: isOptional(isString),
  gameType: isOptional(isString),
  gameCode: isOptional(isString),
  gameGroupId: isOptional(isString),
  isTop: isOptional(isBoolean),
  isNew: isOptional(isBoolean),
});

/** A page of the game list. */
export const isReadableGameListPage = hasFields({
  games: isArrayOf(isReadableGame),
  pageNum: isFiniteNumber,
  totalPages: isFiniteNumber,
});

/** The hot games (the home's hot strip, the hot tab). */
export const isReadableHotGames = isArrayOf(isReadableGame);

/** A page of the player's favourite games (its number comes from the request). */
export const isReadableFavouritePage = hasFields({ content: isArrayOf(isReadableGame), totalPages: isFiniteNumber });

/** The node ids of the player's favourite games (the tiles' stars). */
export const isReadableFavouriteIds = isArrayOf(isString);

/** A page of the player's recent games (its number comes from the request). */
export const isReadableRecentPage = hasFields({ list: isArrayOf(isReadableGame), totalPages: isFiniteNumber });

/** The vendor sorting list: each category's name and vendors (code, and the names shown where there are any). */
export const isReadableVendorSorting = isArrayOf(
  hasFields({
    gameCategory: isString,
    vendorNames: isArrayOf(
      hasFields({ vassalage: isString, displayName: isOptional(isString), accountTypeName: isOptional(isString) }),
    ),
  }),
);

/** A winner board the board can show and launch from. */
export const isReadableWinnerBoard = hasFields({
  list: isArrayOf(
    hasFields({
      vo: hasFields({
        customerName: isString,
        gameName: isString,
        winAmount: isFiniteNumber,
        gameId: isString,
        nodeId: isString,
        vendor: isString,
      }),
    }),
  ),
});

/** Per game type, its vendors (the server's answer or the stored copy). */
export const isReadableVendorGameTypes: Guard<VendorGameTypes> = isRecordOf(
  isArrayOf(hasFields({ vassalage: isString, displayName: isString })),
);

/** A launch (of a game or a lottery) the app can follow: its URL, as text. */
export const isReadableLaunch = hasFields({ content: hasFields({ game_url: isString }) });

/** A match's score: home and away. */
const isScore = (value: unknown): value is number[] => isArrayOf(isFiniteNumber)(value) && value.length >= 2;
const isMatch = hasFields({ fixtureId: isString, score: isScore });

/** What each demo game's board and result line read of its round. */
const DEMO_ROUND_FIELDS: Record<string, Guard<unknown>> = {
  slot: hasFields({ symbols: isArrayOf(isString) }),
  baccarat: hasFields({ player: isArrayOf(isString), banker: isArrayOf(isString), winner: isString }),
  roulette: hasFields({ number: isFiniteNumber }),
  fishing: hasFields({ target: isString, caught: isBoolean }),
  sports: isMatch,
  esports: isMatch,
  cockfight: hasFields({ winner: isString }),
};

/** A demo round: the fields of its game (a round of a game no board knows is shown by none). */
const isReadableDemoRound = (value: unknown): value is Record<string, unknown> => {
  if (!isRecord(value)) return false;
  const { game } = value;
  return !isString(game) || !Object.hasOwn(DEMO_ROUND_FIELDS, game) || DEMO_ROUND_FIELDS[game]!(value);
};

/** A demo game's bet the page can show: the stake, the win, the new balance (kept in the wallet) and the round. */
export const isReadableDemoBet = hasFields({
  stake: isFiniteNumber,
  win: isFiniteNumber,
  balance: isFiniteNumber,
  round: isReadableDemoRound,
});
