import vendorSorting from '@fixtures/vendorSorting.json';
import winners from '@fixtures/winners.json';
import { GAME_TYPES, type Game, type VendorGameTypes } from '@/api/types/games';
import { fail, member, type DomainHandlers, type MockContext } from '../context';
import type { MockUser } from '../db';
import { recentLotteries } from '../lottery/recent';
import { gameByCode, gameByNodeId, gameRows, toGame, vendorByCode, vendors, type GameRow } from '../catalogue';
import { demoGameOf, keepDemoRound, playRound } from '../demo-games';
import { isDemoPick, payoutMultiple } from '@/features/games/lib/demo-games';

const MAX_RECENT = 50;
/** Vendor / vassalage value the client sends to mean "every vendor" in favourite and recent lists. */
const PLATFORM_VENDOR = 'BGS';
const KNOWN_TYPES = new Set<string>(GAME_TYPES);
/** The lottery lobbies' recent tabs ask for these types: the lotteries launched, then the catalogue's. */
const LOTTERY_LOBBY_TYPES = new Set(['LOTT', 'ELOTT']);
const CLASSIFY_ALL = new Set(['', 'ALL']);

type Query = Record<string, string | number | boolean | undefined>;

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());

/** One page of rows; the gateway has checked the paging numbers (src/api/contract). */
function page<T>(rows: T[], pageNoText: unknown, pageSizeText: unknown) {
  const pageNo = Number(pageNoText);
  const pageSize = Number(pageSizeText);
  return {
    items: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
  };
}

/** Types a list call may ask for: the page type, with HOT meaning "any type". */
function matchesType(row: GameRow, gameType: string): boolean {
  return !gameType || gameType === 'HOT' || row.type === gameType;
}

function filterGames(q: Query): GameRow[] {
  const gameType = str(q.gameType);
  if (gameType && !KNOWN_TYPES.has(gameType)) fail('validation.error');
  const vassalage = str(q.vassalage);
  const name = str(q.gameName).toLowerCase();
  const classify = str(q.gameClassify).toUpperCase();
  const minBet = str(q.minBet) === '' ? null : Number(q.minBet);
  const minLine = str(q.minLine) === '' ? null : Number(q.minLine);
  if ((minBet !== null && Number.isNaN(minBet)) || (minLine !== null && Number.isNaN(minLine)))
    fail('validation.error');
  const onlyNew = str(q.isNew) === 'true' || classify === 'NEW';
  return gameRows.filter(
    (row) =>
      matchesType(row, gameType) &&
      (!vassalage || row.vendor === vassalage) &&
      (!name || row.name.toLowerCase().includes(name)) &&
      (!onlyNew || row.isNew) &&
      (CLASSIFY_ALL.has(classify) || classify === 'NEW' || row.classify === classify) &&
      (minBet === null || row.minBet === minBet) &&
      (minLine === null || row.lines >= minLine),
  );
}

/** Rows dealt round the groups of `key` (each group's first, then each one's second, …), each group in its order. */
function interleave(rows: GameRow[], key: (row: GameRow) => string): GameRow[] {
  const groups = new Map<string, GameRow[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  const dealt: GameRow[] = [];
  for (let i = 0; dealt.length < rows.length; i++)
    for (const group of groups.values()) if (group[i]) dealt.push(group[i]);
  return dealt;
}

/**
 * The top games dealt round the vendors and the game types, so a list of any type opens on a slot, a
 * live table, a card game, a fishing game…, and the slot lists on several providers' games.
 */
const dealtTop = (rows: GameRow[]) =>
  interleave(
    interleave(
      rows.filter((r) => r.isTop),
      (r) => r.vendor,
    ),
    (r) => r.type,
  );

/** How many top games a list opens on; the others keep their place in the catalogue, HOT where they fall. */
const LEADING_TOP = 6;

/**
 * The platform's default sort: a few top games first (dealt round vendors and types), then the
 * catalogue order, so HOT stays the minority it is (about 6% of the games) all down the list
 * instead of filling its first screens.
 */
function topFirst(rows: GameRow[]): GameRow[] {
  const lead = dealtTop(rows).slice(0, LEADING_TOP);
  const led = new Set(lead);
  return [...lead, ...rows.filter((r) => !led.has(r))];
}

function userList(ctx: MockContext, list: 'favourites' | 'recent', user: MockUser): string[] {
  return (ctx.db.state[list][user.id] ??= []);
}

function requireToken(ctx: MockContext, token: unknown): void {
  if (str(token) !== ctx.session?.token) fail('login.not.session', undefined, 401);
}

function rowForFavourite(payload: { nodeId?: string; vendor?: string }): GameRow {
  const row = gameByNodeId(str(payload.nodeId));
  if (!row || row.vendor !== str(payload.vendor)) return fail('validation.error');
  return row;
}

function gamesOf(codes: string[], gameType: string): Game[] {
  return codes
    .map(gameByCode)
    .filter((row): row is GameRow => !!row && matchesType(row, gameType))
    .map(toGame);
}

export const gamesHandlers: DomainHandlers = {
  vendorSorting: () =>
    vendorSorting.map((c) => ({
      gameCategory: c.gameCategory,
      vendorNames: c.vendors.map((code) => {
        const v = vendorByCode.get(code)!;
        return { accountTypeName: v.displayName, vassalage: v.vassalage, displayName: v.displayName };
      }),
    })),

  vendorGameTypes: (ctx) => {
    const q = ctx.payload as unknown as Query;
    if (str(q.typeId) !== '1' || str(q.merchantCode) !== ctx.merchantCode) fail('validation.error');
    const byType: VendorGameTypes = {};
    for (const v of vendors) {
      for (const type of v.types) (byType[type] ??= []).push({ vassalage: v.vassalage, displayName: v.displayName });
    }
    return byType;
  },

  gameList: (ctx) => {
    const q = ctx.payload as unknown as Query;
    if (str(q.merchant) !== ctx.merchantCode) fail('validation.error');
    const { items, totalPages } = page(topFirst(filterGames(q)), q.pageNo, q.pageSize);
    return { games: items.map(toGame), pageNum: Number(q.pageNo), totalPages };
  },

  hotGames: (ctx) => dealtTop(gameRows.filter((row) => matchesType(row, str(ctx.payload.gameType)))).map(toGame),

  favouriteAdd: (ctx) => {
    const user = member(ctx);
    requireToken(ctx, ctx.payload.token);
    const row = rowForFavourite(ctx.payload);
    const list = userList(ctx, 'favourites', user);
    if (!list.includes(row.code)) list.unshift(row.code);
  },

  favouriteRemove: (ctx) => {
    const user = member(ctx);
    requireToken(ctx, ctx.payload.token);
    const row = rowForFavourite(ctx.payload);
    ctx.db.state.favourites[user.id] = userList(ctx, 'favourites', user).filter((code) => code !== row.code);
  },

  favouriteList: (ctx) => {
    const user = member(ctx);
    const q = ctx.payload as unknown as Query;
    requireToken(ctx, q.token);
    if (str(q.vendor) !== PLATFORM_VENDOR) fail('validation.error');
    const { items, totalPages } = page(
      gamesOf(userList(ctx, 'favourites', user), str(q.gameType)),
      q.pageNo,
      q.pageSize,
    );
    return { content: items, totalPages };
  },

  favouriteIds: (ctx) => {
    const user = member(ctx);
    const q = ctx.payload as unknown as Query;
    requireToken(ctx, q.token);
    const { items } = page(userList(ctx, 'favourites', user), q.pageNo, q.pageSize);
    return items
      .map(gameByCode)
      .filter((row): row is GameRow => !!row)
      .map((row) => toGame(row).nodeId);
  },

  recentGames: (ctx) => {
    const user = member(ctx);
    const q = ctx.payload as unknown as Query;
    if (str(q.vassalage) !== PLATFORM_VENDOR) fail('validation.error');
    const gameType = str(q.gameType);
    const games = [
      ...(LOTTERY_LOBBY_TYPES.has(gameType) ? recentLotteries(ctx, user.id, gameType) : []),
      ...gamesOf(userList(ctx, 'recent', user), gameType),
    ];
    const { items, totalPages } = page(games, q.page, q.pageSize);
    return { list: items, totalPages };
  },

  recentGameAdd: (ctx) => {
    const user = member(ctx);
    const row = gameByNodeId(str(ctx.payload.nodeId));
    if (!row || row.code !== str(ctx.payload.gameId)) return fail('validation.error');
    const list = userList(ctx, 'recent', user);
    ctx.db.state.recent[user.id] = [row.code, ...list.filter((code) => code !== row.code)].slice(0, MAX_RECENT);
  },

  winnerBoard: (ctx) => {
    return {
      list: winners.slice(0, Number(ctx.payload.limitNum)).map((w) => {
        const row = gameByCode(w.gameCode)!;
        const game = toGame(row);
        return {
          vo: {
            customerName: w.customerName,
            gameName: game.gameName,
            winAmount: w.winAmount,
            gameId: game.gameId,
            nodeId: game.nodeId,
            vendor: row.vendor,
          },
        };
      }),
    };
  },

  // Demo builds have no game servers: a launch opens the built-in demo game of the game's category.
  launchGame: (ctx) => {
    const q = ctx.payload as unknown as Query;
    const category = str(q.category);
    if (!KNOWN_TYPES.has(category) && category !== 'ALL') fail('validation.error');
    const code = str(q.gameId) || str(q.code);
    if (!code) return fail('url.empty');
    const row = gameByCode(str(q.gameId)) ?? gameByNodeId(str(q.nodeId));
    const params = new URLSearchParams({
      game: demoGameOf(row?.type ?? category, row?.name ?? ''),
      gameId: row?.code ?? code,
      name: row?.name ?? code,
      vendor: row ? (vendorByCode.get(row.vendor)?.displayName ?? row.vendor) : str(q.vendor) || category,
      pageBack: str(q.pageBack) || '/m/home',
    });
    return { content: { game_url: `/m/demoGame?${params}` } };
  },

  // One round of any demo game: the stake leaves the wallet, the win comes back, the round is recorded.
  demoBet: (ctx) => {
    const user = member(ctx);
    const { gameId, game, pick = '', stake } = ctx.payload;
    const row = gameByCode(gameId);
    if (!row || demoGameOf(row.type, row.name) !== game || !isDemoPick(game, pick)) return fail('validation.error');
    if (stake > user.balance) return fail('balance.insufficient');
    const round = playRound(game, pick, Math.random);
    const win = round2(stake * payoutMultiple(round, pick));
    user.balance = round2(user.balance - stake + win);
    const time = Date.now();
    const roundId = `${row.vendor}${time}${Math.floor(Math.random() * 900 + 100)}`;
    keepDemoRound(ctx.db, {
      userId: user.id,
      id: roundId,
      time,
      gameType: row.type,
      vendor: row.vendor,
      gameName: row.name,
      stake,
      payout: win,
    });
    return { roundId, stake, win, balance: user.balance, round };
  },
};

const round2 = (n: number) => Math.round(n * 100) / 100;
