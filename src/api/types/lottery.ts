import type { LanguageCode } from './common';

export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

export interface LotteryGame {
  code: string;
  gameId: string;
  gameName: string;
  mobileIconUrl: string;
  remark?: string;
  /** Levels split by `~`, numbers within a level by `,`; level 0 is GB. */
  previousWinningNumber: string;
  previousWinningTime: string;
  isSale: boolean;
  /** Milliseconds to the next draw. */
  remainTime: number;
  /** Seconds before the draw when betting locks. */
  lockTime: number;
  numero: string;
  gameMenuTag: string;
  vendor: string;
  /** Draw weekdays, comma list: Sunday 1, Monday 2 … Saturday 7. */
  drawDayOfWeek?: string;
  isHot?: boolean;
  region?: 'NORTH' | 'CENTRAL' | 'SOUTH' | 'FAST';
}

export interface LotteryCategory {
  /** e.g. vietnam_rb_hot, vietnam_rb_stock; GPI marks a provider whose game list is shown. */
  tag: string;
  name: string;
  gameMenus: LotteryGame[];
}

export interface LotteryMenuPayload { prizeMode: PrizeMode; device: 'MOBILE'; language?: LanguageCode }

export interface RecentVietnamPayload {
  device: 'MOBILE';
  recentCount: number;
  prizeMode: PrizeMode;
  language: LanguageCode;
}

export interface VietnamDraw {
  gameId: string;
  gameName: string;
  region: 'NORTH' | 'CENTRAL' | 'SOUTH';
  numero: string;
  drawTime: string;
  winningNumber: string;
}

export interface LotteryHistoryPayload { gameId: string; pageNo: number; pageSize: number }
export interface LotteryHistoryEntry { numero: string; drawTime: string; winningNumber: string }
export interface LotteryHistoryValue { list: LotteryHistoryEntry[]; pageNum: number; totalPages: number }

export interface NumeroPayload { gameId: string }
export interface NumeroValue { numero: string; remainTime: number; lockTime: number }

export interface LaunchLotteryPayload { vendor: string; gameCode: string; prizeMode: PrizeMode }

/** Demo mode only: a bet on the next draw of a lottery, settled when that draw happens. */
export interface DemoLotteryBetPayload { gameId: string; numbers: string; stake: number }
export interface DemoLotteryBet {
  id: string;
  gameId: string;
  numero: string;
  numbers: string;
  stake: number;
  status: 'open' | 'won' | 'lost';
  payout: number;
}
