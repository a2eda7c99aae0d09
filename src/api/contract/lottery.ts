import * as v from 'valibot';
import { languageField, type CallContract } from './common';
import { code, id, pageNo, pageSize } from './fields';
import { launchValue } from './games';
import { DEMO_BET_MAX_STAKE, DEMO_BET_MIN_STAKE, MAX_PAGE_SIZE } from './limits';
import { int, literal, money, oneOf, optional, text } from './request';
import { PRIZE_MODES } from '../types/lottery';

export const prizeMode = oneOf(PRIZE_MODES);
export const vietnamRegion = v.picklist(['NORTH', 'CENTRAL', 'SOUTH']);

export const lotteryGame = v.object({
  code: v.string(),
  gameId: v.string(),
  /** Not in the spec's fields (§3): a lottery without it is named by its remark, else its code (`namedMenu`). */
  gameName: v.optional(v.string()),
  mobileIconUrl: v.string(),
  remark: v.optional(v.string()),
  /** Levels split by `~`, numbers within a level by `,`; level 0 is GB. Empty before the first draw. */
  previousWinningNumber: v.string(),
  /** "YYYY-MM-DD HH:mm:ss" of the previous draw. */
  previousWinningTime: v.string(),
  isSale: v.boolean(),
  /** Milliseconds to the next draw. */
  remainTime: v.number(),
  /** Seconds before the draw when betting locks. */
  lockTime: v.number(),
  /** The next draw's number. */
  numero: v.string(),
  gameMenuTag: v.string(),
  /** Not in the spec's fields: a menu without it launches with TCG_LOTTO_VN (§7 launch lottery). */
  vendor: v.optional(v.string()),
  /** Draw weekdays, comma list: Sunday 1, Monday 2 … Saturday 7 (daily draws only). */
  drawDayOfWeek: v.optional(v.string()),
  region: v.optional(vietnamRegion),
});

export const lotteryCategory = v.object({
  /** e.g. vietnam_rb_hot, vietnam_rb_stock; GPI marks a provider whose game list is shown. */
  tag: v.string(),
  /** Not in the spec's fields (§3): a category without it is named by its tag (`namedMenu`). */
  name: v.optional(v.string()),
  gameMenus: v.array(lotteryGame),
});

export const lotteryMenuPayload = v.object({ prizeMode, device: literal('MOBILE') });
export const recentVietnamPayload = v.object({
  device: literal('MOBILE'),
  recentCount: int(1, MAX_PAGE_SIZE),
  prizeMode,
  language: languageField,
});

export const vietnamDraw = v.object({
  gameId: v.string(),
  gameName: v.string(),
  region: vietnamRegion,
  /** The province that drew (the North's rotates by weekday). */
  province: v.string(),
  numero: v.string(),
  drawTime: v.string(),
  winningNumber: v.string(),
});

export const lotteryHistoryPayload = v.object({ gameId: id, pageNo, pageSize });
export const lotteryHistoryEntry = v.object({ numero: v.string(), drawTime: v.string(), winningNumber: v.string() });
export const lotteryHistoryValue = v.object({
  list: v.array(lotteryHistoryEntry),
  pageNum: v.number(),
  totalPages: v.number(),
});

export const numeroPayload = v.object({ gameId: id });
export const numeroValue = v.object({ numero: v.string(), remainTime: v.number(), lockTime: v.number() });

export const launchLotteryPayload = v.object({ vendor: code, gameCode: id, prizeMode });

/** Demo mode only: a bet on the next draw of a lottery, settled when that draw happens. */
export const demoLotteryBetPayload = v.object({
  gameId: id,
  numbers: text(2, { pattern: /^\d{2}$/ }),
  stake: money(DEMO_BET_MIN_STAKE, DEMO_BET_MAX_STAKE),
});
export const demoLotteryBet = v.object({
  id: v.string(),
  gameId: v.string(),
  numero: v.string(),
  /** The two digits bet on (the last two of the special prize). */
  numbers: v.string(),
  stake: v.number(),
  odds: v.number(),
  status: v.picklist(['open', 'won', 'lost']),
  payout: v.number(),
  placedAt: v.string(),
  drawTime: v.string(),
  /** The special prize of the draw, once settled. */
  result: v.optional(v.string()),
});

export const lotteryContract = {
  lotteryMenu: { req: lotteryMenuPayload, res: v.array(lotteryCategory) },
  recentVietnamLottery: { req: recentVietnamPayload, res: v.array(vietnamDraw) },
  lotteryHistory: { req: lotteryHistoryPayload, res: lotteryHistoryValue },
  numero: { req: numeroPayload, res: numeroValue },
  launchLottery: { req: launchLotteryPayload, res: launchValue },
  demoLotteryBet: { req: demoLotteryBetPayload, res: demoLotteryBet },
  demoLotteryBets: { req: v.object({ gameId: optional(id) }), res: v.array(demoLotteryBet) },
} satisfies Record<string, CallContract>;
