// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MENU_BY_PRIZE_MODE, NORTH } from '../../../mock-server/lottery/catalogue';
import { history, presentCategory, recentVietnamDraws } from '../../../mock-server/lottery/present';
import { ANSWER_GUARDS } from './index';
import {
  isReadableDemoLotteryBet,
  isReadableDemoLotteryBets,
  isReadableLotteryGame,
  isReadableLotteryHistoryPage,
  isReadableLotteryMenu,
  isReadableVietnamDraws,
} from './lottery';

// Answers as the mock server gives them (mock-server/routes/lottery.ts, from mock-server/lottery/), in English.
const NOW = Date.UTC(2026, 0, 15, 5, 30);
const MENU = MENU_BY_PRIZE_MODE.Lott!.map((category) => presentCategory(category, 'EN', NOW));
const ELOTT_MENU = MENU_BY_PRIZE_MODE.Elott!.map((category) => presentCategory(category, 'EN', NOW));
const [CATEGORY] = MENU as [(typeof MENU)[number], ...typeof MENU];
const [GAME] = CATEGORY.gameMenus as [(typeof CATEGORY.gameMenus)[number]];
const DRAWS = recentVietnamDraws(NOW, 3, 'EN');
const [DRAW] = DRAWS as [(typeof DRAWS)[number]];
const HISTORY = { list: history(NORTH, NOW, 5), pageNum: 1, totalPages: 40 };
const [ENTRY] = HISTORY.list as [(typeof HISTORY.list)[number]];
const BET = {
  id: 'mkf3v0g0',
  gameId: GAME.gameId,
  numero: GAME.numero,
  numbers: '27',
  stake: 10,
  odds: 70,
  status: 'open',
  payout: 0,
  placedAt: '2026-01-15 12:30:00',
  drawTime: '2026-01-15 18:15:00',
};
const SETTLED = { ...BET, status: 'won', payout: 700, result: '81327' };
const LAUNCH = { content: { game_url: `/m/demoLottery?gameId=${GAME.gameId}&prizeMode=Lott` } };

const without = (value: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== field));
const withField = (value: Record<string, unknown>, field: string, kind: unknown) => ({ ...value, [field]: kind });
/** The menu with its first lottery replaced. */
const menuWith = (game: unknown) => [{ ...CATEGORY, gameMenus: [game] }];

type Guard = (value: unknown) => boolean;

describe('lottery answer guards', () => {
  it('isReadableLotteryGame accepts a lottery the mock gives', () => {
    expect(isReadableLotteryGame(GAME)).toBe(true);
  });

  // Each row with the answer the mock gives and that answer broken in a field the row reads: its guard
  // (through ANSWER_GUARDS, as the adapter loads it) accepts the one and refuses the other.
  it.each<[string, keyof typeof ANSWER_GUARDS, unknown, unknown]>([
    ['lotteryMenu', 'lotteryMenu', MENU, [without(CATEGORY, 'tag')]],
    ['lotteryMenu (electronic)', 'lotteryMenu', ELOTT_MENU, menuWith(without(GAME, 'remainTime'))],
    ['recentVietnamLottery', 'recentVietnamLottery', DRAWS, [without(DRAW, 'province')]],
    ['lotteryHistory', 'lotteryHistory', HISTORY, without(HISTORY, 'pageNum')],
    ['demoLotteryBet', 'demoLotteryBet', BET, without(BET, 'numero')],
    ['demoLotteryBets', 'demoLotteryBets', [SETTLED, BET], [without(BET, 'stake')]],
    ['launchLottery', 'launchLottery', LAUNCH, { content: {} }],
  ])('%s: its row’s guard accepts the answer the mock gives, and refuses it broken', (_name, call, answer, broken) => {
    expect(ANSWER_GUARDS[call]!(answer)).toBe(true);
    expect(ANSWER_GUARDS[call]!(broken)).toBe(false);
  });

  it.each<[string, Guard, unknown]>([
    ['isReadableLotteryGame, no vendor (TCG_LOTTO_VN)', isReadableLotteryGame, without(GAME, 'vendor')],
    ['isReadableLotteryGame, no draw weekdays (a fast game)', isReadableLotteryGame, without(GAME, 'drawDayOfWeek')],
    [
      'isReadableLotteryGame, no numbers yet (an empty text)',
      isReadableLotteryGame,
      { ...GAME, previousWinningNumber: '' },
    ],
    [
      'isReadableLotteryMenu, names left out (not among the spec’s fields: the app names them)',
      isReadableLotteryMenu,
      [{ ...without(CATEGORY, 'name'), gameMenus: [without(GAME, 'gameName')] }],
    ],
    [
      'isReadableLotteryMenu, a provider’s category without lotteries',
      isReadableLotteryMenu,
      [{ ...CATEGORY, gameMenus: [] }],
    ],
    [
      'isReadableLotteryHistoryPage, a draw without numbers',
      isReadableLotteryHistoryPage,
      { ...HISTORY, list: [without(ENTRY, 'winningNumber')] },
    ],
    ['isReadableDemoLotteryBets, an open bet without result', isReadableDemoLotteryBets, [BET]],
  ])('accepts what the app tolerates: %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(true);
  });

  it.each<[string, Guard, unknown]>([
    ['isReadableLotteryMenu with a category’s name a number', isReadableLotteryMenu, [withField(CATEGORY, 'name', 3)]],
    [
      'isReadableLotteryMenu with gameMenus as an object',
      isReadableLotteryMenu,
      [withField(CATEGORY, 'gameMenus', { [GAME.gameId]: GAME })],
    ],
    [
      'isReadableLotteryMenu, a lottery without remainTime',
      isReadableLotteryMenu,
      menuWith(without(GAME, 'remainTime')),
    ],
    [
      'isReadableLotteryMenu, a lottery without previousWinningTime',
      isReadableLotteryMenu,
      menuWith(without(GAME, 'previousWinningTime')),
    ],
    [
      'isReadableLotteryMenu, a lottery without previousWinningNumber (stored)',
      isReadableLotteryMenu,
      menuWith(without(GAME, 'previousWinningNumber')),
    ],
    [
      'isReadableLotteryMenu, a lottery with lockTime as text',
      isReadableLotteryMenu,
      menuWith(withField(GAME, 'lockTime', '30')),
    ],
    [
      'isReadableLotteryMenu, a lottery with isSale as a number',
      isReadableLotteryMenu,
      menuWith(withField(GAME, 'isSale', 1)),
    ],
    [
      'isReadableLotteryMenu, a lottery with vendor as a number',
      isReadableLotteryMenu,
      menuWith(withField(GAME, 'vendor', 7)),
    ],
    [
      'isReadableLotteryMenu, a lottery with drawDayOfWeek as a list',
      isReadableLotteryMenu,
      menuWith(withField(GAME, 'drawDayOfWeek', [1, 2])),
    ],
    ['isReadableVietnamDraws without province', isReadableVietnamDraws, [without(DRAW, 'province')]],
    ['isReadableVietnamDraws with drawTime as a number', isReadableVietnamDraws, [withField(DRAW, 'drawTime', NOW)]],
    ['isReadableLotteryHistoryPage without pageNum', isReadableLotteryHistoryPage, without(HISTORY, 'pageNum')],
    [
      'isReadableLotteryHistoryPage, a draw without drawTime',
      isReadableLotteryHistoryPage,
      { ...HISTORY, list: [without(ENTRY, 'drawTime')] },
    ],
    [
      'isReadableLotteryHistoryPage, numbers as a list',
      isReadableLotteryHistoryPage,
      { ...HISTORY, list: [withField(ENTRY, 'winningNumber', ['12345'])] },
    ],
    ['isReadableDemoLotteryBet without numero', isReadableDemoLotteryBet, without(BET, 'numero')],
    ['isReadableDemoLotteryBet with numbers as a number', isReadableDemoLotteryBet, withField(BET, 'numbers', 27)],
    ['isReadableDemoLotteryBets without stake', isReadableDemoLotteryBets, [without(BET, 'stake')]],
    ['isReadableDemoLotteryBets with payout as text', isReadableDemoLotteryBets, [withField(SETTLED, 'payout', '700')]],
    [
      'isReadableDemoLotteryBets with result as a number',
      isReadableDemoLotteryBets,
      [withField(SETTLED, 'result', 81327)],
    ],
  ])('refuses %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(false);
  });
});
