import { endpoint } from '../endpoint';
import { anyAnswer, byCall } from '../readable/common';
import type {
  DemoLotteryBet,
  DemoLotteryBetPayload,
  LaunchLotteryPayload,
  LotteryMenuAnswer,
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
  lotteryMenu: endpoint<LotteryMenuPayload, LotteryMenuAnswer>({
    method: 'GET',
    path: '/wps/relay/LOTT_gameMenu',
    token: 'optional',
    moduleId: 'LOTT',
    read: 'valueOrData',
    readable: byCall,
  }),
  recentVietnamLottery: endpoint<RecentVietnamPayload, VietnamDraw[]>({
    method: 'GET',
    path: '/wps/relay/LOTT_recentVietnam',
    token: 'none',
    moduleId: 'LOTT',
    readable: byCall,
  }),
  lotteryHistory: endpoint<LotteryHistoryPayload, LotteryHistoryValue>({
    method: 'GET',
    path: '/wps/relay/LOTT_history',
    token: 'none',
    moduleId: 'LOTT',
    readable: byCall,
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
    readable: byCall,
  }),
  demoLotteryBet: endpoint<DemoLotteryBetPayload, DemoLotteryBet>({
    method: 'POST',
    path: '/wps/demo/lottery/bet',
    token: 'required',
    money: 'bet',
    readable: byCall,
  }),
  demoLotteryBets: endpoint<{ gameId?: string }, DemoLotteryBet[]>({
    method: 'GET',
    path: '/wps/demo/lottery/bets',
    token: 'required',
    readable: byCall,
  }),
};
