import { hasFields, isArrayOf, isBoolean, isFiniteNumber, isOptional, isString } from '@/lib/guards';
import { isPageOf } from '@/lib/paging';
import { isReadableLaunch } from './games';

/**
 * A lottery of the menu its card, countdown, schedule, demo page and launch can read: its ids and,
 * where there are any, its name and remark, the previous draw's numbers and time, the sale flag, the time to the next draw and its lock,
 * the next draw's number, its menu tag, and where there are any, its vendor and draw weekdays.
 */
export const isReadableLotteryGame = hasFields({
  code: isString,
  gameId: isString,
  gameName: isOptional(isString),
  remark: isOptional(isString),
  mobileIconUrl: isString,
  previousWinningNumber: isString,
  previousWinningTime: isString,
  isSale: isBoolean,
  remainTime: isFiniteNumber,
  lockTime: isFiniteNumber,
  numero: isString,
  gameMenuTag: isString,
  vendor: isOptional(isString),
  drawDayOfWeek: isOptional(isString),
});

/** The lottery menu (and its stored copy's categories): each category's tag, name if any, and lotteries. */
export const isReadableLotteryMenu = isArrayOf(
  hasFields({ tag: isString, name: isOptional(isString), gameMenus: isArrayOf(isReadableLotteryGame) }),
);

/** The recent Vietnamese draws the home block can group and show: region, day, province and numbers. */
export const isReadableVietnamDraws = isArrayOf(
  hasFields({ gameId: isString, region: isString, province: isString, drawTime: isString, winningNumber: isString }),
);

/** A page of a lottery's draw history: each draw's number, time and numbers. */
export const isReadableLotteryHistoryPage = isPageOf(
  hasFields({ numero: isString, drawTime: isString, winningNumber: isOptional(isString) }),
);

/** A demo lottery bet the confirmation can show: the numbers bet on and the draw. */
export const isReadableDemoLotteryBet = hasFields({ numbers: isString, numero: isString });

/** The player's demo lottery bets the list can show: numbers, draw, stake, status, payout and result. */
export const isReadableDemoLotteryBets = isArrayOf(
  hasFields({
    id: isString,
    numbers: isString,
    numero: isString,
    stake: isFiniteNumber,
    status: isString,
    payout: isFiniteNumber,
    result: isOptional(isString),
  }),
);

/** A lottery's launch answers as a game's does: the URL to follow. */
export const isReadableLotteryLaunch = isReadableLaunch;
