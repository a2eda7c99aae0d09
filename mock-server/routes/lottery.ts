import type { PrizeMode } from '@/api/types/lottery';
import { fail, member, type DomainHandlers } from '../context';
import { ALL_LOTTERIES, lotteryById, MENU_BY_PRIZE_MODE, type LotteryDef } from '../lottery/catalogue';
import { listBets, placeBet, settleBets } from '../lottery/demo-bets';
import { acceptsBets, nextDraw } from '../lottery/engine';
import { recordLotteryLaunch } from '../lottery/recent';
import { HISTORY_MAX_DRAWS, history, presentCategory, recentVietnamDraws } from '../lottery/present';

const VIETNAM_PRIZE_MODE: PrizeMode = 'Lott';
/** The code the game tiles send to open a vendor's lobby rather than one game. */
const LOBBY_CODE = 'lobby';
/** Which prize modes each lottery vendor launches with (§9: SEA for TCG_SEA). */
const PRIZE_MODES_BY_VENDOR: Record<string, readonly string[]> = {
  TCG_LOTTO_VN: ['Lott', 'ZY', 'Elott'],
  TCG_SEA: ['SEA'],
};

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());

function gameOf(gameId: unknown): LotteryDef {
  return lotteryById.get(str(gameId)) ?? fail('validation.error');
}

function launchTarget(vendor: string, gameCode: string): LotteryDef {
  if (gameCode === LOBBY_CODE) return ALL_LOTTERIES.find((game) => game.vendor === vendor) ?? fail('validation.error');
  const game = gameOf(gameCode);
  return game.vendor === vendor ? game : fail('validation.error');
}

export const lotteryHandlers: DomainHandlers = {
  lotteryMenu: (ctx) => {
    const menu = MENU_BY_PRIZE_MODE[str(ctx.payload.prizeMode)] ?? fail('validation.error');
    const now = Date.now();
    return menu.map((category) => presentCategory(category, ctx.language, now));
  },

  recentVietnamLottery: (ctx) => {
    if (str(ctx.payload.prizeMode) !== VIETNAM_PRIZE_MODE) fail('validation.error');
    return recentVietnamDraws(Date.now(), Number(ctx.payload.recentCount), ctx.language);
  },

  lotteryHistory: (ctx) => {
    const game = gameOf(ctx.payload.gameId);
    const pageNo = Number(ctx.payload.pageNo);
    const pageSize = Number(ctx.payload.pageSize);
    const totalPages = Math.ceil(HISTORY_MAX_DRAWS / pageSize);
    const list =
      pageNo > totalPages
        ? []
        : history(game, Date.now(), Math.min(pageNo * pageSize, HISTORY_MAX_DRAWS)).slice((pageNo - 1) * pageSize);
    return { list, pageNum: pageNo, totalPages };
  },

  numero: (ctx) => {
    const game = gameOf(ctx.payload.gameId);
    const now = Date.now();
    const next = nextDraw(game, now);
    return { numero: next.numero, remainTime: next.drawAt - now, lockTime: game.lockTime };
  },

  // Demo builds have no lottery server: a launch opens the built-in demo lottery screen.
  launchLottery: (ctx) => {
    const user = member(ctx);
    const vendor = str(ctx.payload.vendor);
    const prizeMode = str(ctx.payload.prizeMode);
    if (!PRIZE_MODES_BY_VENDOR[vendor]?.includes(prizeMode)) fail('validation.error');
    const game = launchTarget(vendor, str(ctx.payload.gameCode));
    recordLotteryLaunch(ctx, user.id, game.gameId);
    return { content: { game_url: `/m/demoLottery?${new URLSearchParams({ gameId: game.gameId, prizeMode })}` } };
  },

  demoLotteryBet: (ctx) => {
    const user = member(ctx);
    const game = gameOf(ctx.payload.gameId);
    const { numbers, stake } = ctx.payload;
    const now = Date.now();
    settleBets(ctx.db, user, now);
    if (!acceptsBets(game, now)) return fail('lottery.closed');
    if (stake > user.balance) return fail('balance.insufficient');
    return placeBet(ctx.db, user, game, nextDraw(game, now), numbers, stake, now);
  },

  demoLotteryBets: (ctx) => {
    const user = member(ctx);
    // A GET that settles: persist the payouts it makes (the server saves only after non-GET calls).
    if (settleBets(ctx.db, user, Date.now())) ctx.db.save();
    return listBets(ctx.db, user, str(ctx.payload.gameId));
  },
};
