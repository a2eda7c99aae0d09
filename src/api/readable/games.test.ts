// @vitest-environment node
import vendorSorting from '@fixtures/vendorSorting.json';
import winners from '@fixtures/winners.json';
import { describe, expect, it } from 'vitest';
import { DEMO_GAMES, type DemoGame } from '../types/games';
import { gameByCode, gameRows, toGame, vendorByCode, vendors } from '../../../mock-server/catalogue';
import { playRound } from '../../../mock-server/demo-games';
import {
  isReadableDemoBet,
  isReadableFavouriteIds,
  isReadableFavouritePage,
  isReadableGame,
  isReadableGameListPage,
  isReadableHotGames,
  isReadableLaunch,
  isReadableRecentPage,
  isReadableVendorGameTypes,
  isReadableVendorSorting,
  isReadableWinnerBoard,
} from './games';
import { ANSWER_GUARDS } from './index';

// Answers as the mock server gives them (mock-server/routes/games.ts, from its catalogue and fixtures/).
const GAMES = gameRows
  .filter((row) => row.isTop)
  .slice(0, 3)
  .map(toGame);
const [GAME] = GAMES as [(typeof GAMES)[number], ...typeof GAMES];
/** A launched lottery as the recent list gives it (mock-server/lottery/recent.ts): the Game shape, fewer fields. */
const RECENT_LOTTERY = {
  code: 'VN_MB',
  gameId: 'VN_MB',
  nodeId: 'TCG_LOTTO_VN-VN_MB',
  gameName: 'Northern Lottery',
  displayName: 'Northern Lottery',
  vassalage: 'TCG_LOTTO_VN',
  gameType: 'LOTT',
  gameCode: 'VN_MB',
  iconUrl: GAME.iconUrl,
  isTop: false,
  isNew: false,
};
const GAME_PAGE = { games: GAMES, pageNum: 1, totalPages: 40 };
const FAVOURITES = { content: GAMES, totalPages: 1 };
const RECENT = { list: [RECENT_LOTTERY, ...GAMES], totalPages: 1 };
const SORTING = vendorSorting.map((c) => ({
  gameCategory: c.gameCategory,
  vendorNames: c.vendors.map((code) => {
    const v = vendorByCode.get(code)!;
    return { accountTypeName: v.displayName, vassalage: v.vassalage, displayName: v.displayName };
  }),
}));
const [VENDOR] = SORTING[0]!.vendorNames;
const GAME_TYPES: Record<string, { vassalage: string; displayName: string }[]> = {};
for (const v of vendors) for (const type of v.types) (GAME_TYPES[type] ??= []).push(v);
const WINNERS = {
  list: winners.slice(0, 5).map((w) => {
    const row = gameByCode(w.gameCode)!;
    const game = toGame(row);
    const vo = { customerName: w.customerName, gameName: game.gameName, winAmount: w.winAmount };
    return { vo: { ...vo, gameId: game.gameId, nodeId: game.nodeId, vendor: row.vendor } };
  }),
};
const [WINNER] = WINNERS.list;
const LAUNCH = { content: { game_url: '/m/demoGame?game=slot&gameId=PG_0015&pageBack=%2Fm%2Fhome' } };
/** A pick each demo game accepts (mock-server/demo-games.ts). */
const PICKS: Record<DemoGame, string> = {
  slot: '',
  baccarat: 'BANKER',
  roulette: 'RED',
  fishing: 'SHARK',
  sports: 'F1:HOME',
  esports: 'E1:AWAY',
  cockfight: 'MERON',
};
const seeded = (seed: number) => () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
const betOf = (game: DemoGame) => ({
  roundId: 'PG1767225600000123',
  stake: 10,
  win: 20,
  balance: 1_010,
  round: playRound(game, PICKS[game], seeded(7)),
});
const BET = betOf('sports');

const without = (value: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== field));
const withField = (value: Record<string, unknown>, field: string, kind: unknown) => ({ ...value, [field]: kind });
const roundWith = (field: string, kind: unknown) => ({ ...BET, round: withField(BET.round, field, kind) });

type Guard = (value: unknown) => boolean;

describe('games answer guards', () => {
  it('isReadableGame accepts a game the mock gives', () => {
    expect(isReadableGame(GAME)).toBe(true);
  });

  // Each row with the answer the mock gives and that answer broken in a field the row reads: its guard
  // (through ANSWER_GUARDS, as the adapter loads it) accepts the one and refuses the other.
  it.each<[keyof typeof ANSWER_GUARDS, unknown, unknown]>([
    ['gameList', GAME_PAGE, without(GAME_PAGE, 'totalPages')],
    ['hotGames', GAMES, GAME_PAGE],
    ['favouriteList', FAVOURITES, without(FAVOURITES, 'content')],
    ['favouriteIds', GAMES.map((game) => game.nodeId), { ids: [GAME.nodeId] }],
    ['recentGames', RECENT, without(RECENT, 'list')],
    ['vendorSorting', SORTING, [without(SORTING[0]!, 'vendorNames')]],
    ['vendorGameTypes', GAME_TYPES, { RNG: { PG: 'PG Soft' } }],
    ['winnerBoard', WINNERS, { list: [{ vo: without(WINNER!.vo, 'nodeId') }] }],
    ['launchGame', LAUNCH, LAUNCH.content],
  ])('%s: its row’s guard accepts the answer the mock gives, and refuses it broken', (call, answer, broken) => {
    expect(ANSWER_GUARDS[call]!(answer)).toBe(true);
    expect(ANSWER_GUARDS[call]!(broken)).toBe(false);
  });

  it.each(DEMO_GAMES)(
    'demoBet: its row’s guard accepts a round of %s the mock gives, and refuses it broken',
    (game) => {
      expect(ANSWER_GUARDS.demoBet!(betOf(game))).toBe(true);
      expect(ANSWER_GUARDS.demoBet!(without(betOf(game), 'round'))).toBe(false);
    },
  );

  it.each<[string, Guard, unknown]>([
    ['isReadableGame, only the fields the platform always sends', isReadableGame, RECENT_LOTTERY],
    ['isReadableGame, no displayName (the name stands in)', isReadableGame, without(GAME, 'displayName')],
    ['isReadableGame, no vassalage (BGS)', isReadableGame, without(GAME, 'vassalage')],
    [
      'isReadableVendorSorting, a vendor with its code alone',
      isReadableVendorSorting,
      [{ ...SORTING[0], vendorNames: [{ vassalage: 'PG' }] }],
    ],
    ['isReadableDemoBet, a round of a game no board knows', isReadableDemoBet, { ...BET, round: { game: 'bingo' } }],
  ])('accepts what the app tolerates: %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(true);
  });

  it.each<[string, Guard, unknown]>([
    ['isReadableGame without nodeId', isReadableGame, without(GAME, 'nodeId')],
    ['isReadableGame without iconUrl', isReadableGame, without(GAME, 'iconUrl')],
    ['isReadableGame with displayName as an object', isReadableGame, withField(GAME, 'displayName', { EN: 'Mahjong' })],
    ['isReadableGame with isTop as text', isReadableGame, withField(GAME, 'isTop', 'false')],
    ['isReadableGameListPage without totalPages', isReadableGameListPage, without(GAME_PAGE, 'totalPages')],
    [
      'isReadableGameListPage with a game of another kind',
      isReadableGameListPage,
      { ...GAME_PAGE, games: [GAME.gameId] },
    ],
    ['isReadableHotGames as a page', isReadableHotGames, GAME_PAGE],
    ['isReadableHotGames with a game without gameName', isReadableHotGames, [without(GAME, 'gameName')]],
    ['isReadableFavouritePage without content', isReadableFavouritePage, without(FAVOURITES, 'content')],
    [
      'isReadableFavouritePage with totalPages as text',
      isReadableFavouritePage,
      withField(FAVOURITES, 'totalPages', '1'),
    ],
    ['isReadableFavouriteIds as an object', isReadableFavouriteIds, { ids: [GAME.nodeId] }],
    ['isReadableFavouriteIds with a number', isReadableFavouriteIds, [GAME.nodeId, 15]],
    ['isReadableRecentPage without list', isReadableRecentPage, without(RECENT, 'list')],
    [
      'isReadableRecentPage with gameId as a number',
      isReadableRecentPage,
      { ...RECENT, list: [withField(GAME, 'gameId', 15)] },
    ],
    ['isReadableVendorSorting without vendorNames', isReadableVendorSorting, [without(SORTING[0]!, 'vendorNames')]],
    [
      'isReadableVendorSorting without a vendor’s code',
      isReadableVendorSorting,
      [{ ...SORTING[0], vendorNames: [without(VENDOR!, 'vassalage')] }],
    ],
    [
      'isReadableVendorSorting with gameCategory as a number',
      isReadableVendorSorting,
      [withField(SORTING[0]!, 'gameCategory', 1)],
    ],
    ['isReadableVendorGameTypes without a displayName', isReadableVendorGameTypes, { RNG: [{ vassalage: 'PG' }] }],
    ['isReadableVendorGameTypes with a type as an object', isReadableVendorGameTypes, { RNG: { PG: 'PG Soft' } }],
    [
      'isReadableWinnerBoard without a winner’s nodeId',
      isReadableWinnerBoard,
      { list: [{ vo: without(WINNER!.vo, 'nodeId') }] },
    ],
    [
      'isReadableWinnerBoard with winAmount as text',
      isReadableWinnerBoard,
      { list: [{ vo: withField(WINNER!.vo, 'winAmount', '10712.24') }] },
    ],
    ['isReadableLaunch without game_url', isReadableLaunch, { content: {} }],
    [
      'isReadableLaunch with game_url as an object',
      isReadableLaunch,
      { content: { game_url: { href: '/m/demoGame' } } },
    ],
    ['isReadableLaunch with the URL at the top', isReadableLaunch, LAUNCH.content],
    ['isReadableDemoBet without balance (kept in the wallet)', isReadableDemoBet, without(BET, 'balance')],
    ['isReadableDemoBet without round', isReadableDemoBet, without(BET, 'round')],
    ['isReadableDemoBet with win as text', isReadableDemoBet, withField(BET, 'win', '20')],
    ['isReadableDemoBet, a match without its score', isReadableDemoBet, { ...BET, round: without(BET.round, 'score') }],
    ['isReadableDemoBet, a match with one score', isReadableDemoBet, roundWith('score', [2])],
    ['isReadableDemoBet, a slot round without symbols', isReadableDemoBet, { ...BET, round: { game: 'slot' } }],
    [
      'isReadableDemoBet, a roulette number as text',
      isReadableDemoBet,
      { ...BET, round: { game: 'roulette', number: '7' } },
    ],
    [
      'isReadableDemoBet, a baccarat hand as text',
      isReadableDemoBet,
      { ...betOf('baccarat'), round: withField(betOf('baccarat').round, 'player', 'AS,9H') },
    ],
  ])('refuses %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(false);
  });
});
