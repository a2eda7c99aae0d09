import { endpoint } from '../endpoint';
import { anyAnswer } from '../readable/common';
import { isReadableLaunch } from '../readable/games';
import {
  isReadableDemoLotteryBet,
  isReadableDemoLotteryBets,
  isReadableLotteryHistoryPage,
  isReadableLotteryMenu,
  isReadableVietnamDraws,
} from '../readable/lottery';
import type {
  DemoLotteryBet,
  DemoLotteryBetPayload,
  LaunchLotteryPayload,
  LotteryCategory,
  LotteryHistoryPayload,
  LotteryHistoryValue,
  LotteryMenuPayload,
  NumeroPayload,
  NumeroValue,
  RecentVietnamPayload,
  VietnamDraw,
} from '../types/lottery';
import type { LaunchValue } from '../types/games';

export const lotteryEndpoints = {
  // The lottery menu answers under `data` (spec §7: "reads data as category array").
  lotteryMenu: endpoint<LotteryMenuPayload, LotteryCategory[]>({
    method: 'GET',
    path: '/wps/relay/LOTT_gameMenu',
    token: 'optional',
    moduleId: 'LOTT',
    read: 'valueOrData',
    readable: isReadableLotteryMenu,
  }),
  recentVietnamLottery: endpoint<RecentVietnamPayload, VietnamDraw[]>({
    method: 'GET',
    path: '/wps/relay/LOTT_recentVietnam',
    token: 'none',
    moduleId: 'LOTT',
    readable: isReadableVietnamDraws,
  }),
  lotteryHistory: endpoint<LotteryHistoryPayload, LotteryHistoryValue>({
    method: 'GET',
    path: '/wps/relay/LOTT_history',
    token: 'none',
    moduleId: 'LOTT',
    readable: isReadableLotteryHistoryPage,
  }),
  numero: endpoint<NumeroPayload, NumeroValue>({
    method: 'GET',
    path: '/wps/relay/LOTT_numero',
    token: 'none',
    moduleId: 'LOTT',
    readable: anyAnswer,
  }),
  launchLottery: endpoint<LaunchLotteryPayload, LaunchValue>({
    method: 'GET',
    path: '/wps/game/launchLottery',
    token: 'required',
    moduleId: 'LOTT',
    readable: isReadableLaunch,
  }),
  demoLotteryBet: endpoint<DemoLotteryBetPayload, DemoLotteryBet>({
    method: 'POST',
    path: '/wps/demo/lottery/bet',
    token: 'required',
    money: 'bet',
    readable: isReadableDemoLotteryBet,
  }),
  demoLotteryBets: endpoint<{ gameId?: string }, DemoLotteryBet[]>({
    method: 'GET',
    path: '/wps/demo/lottery/bets',
    token: 'required',
    readable: isReadableDemoLotteryBets,
  }),
};
