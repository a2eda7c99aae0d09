import type { LanguageCode } from './common';

/** The platform's prize modes (the launch and lottery calls accept only these). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export function isPrizeMode(value: string | null): value is PrizeMode {
  return (PRIZE_MODES as readonly (string | null)[]).includes(value);
}
export type VietnamRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';

export interface LotteryGame {
  code: string;
  gameId: string;
  gameName: string;
  mobileIconUrl: string;
  remark?: string;
  /** Levels split by `~`, numbers within a level by `,`; level 0 is GB. Empty before the first draw. */
  previousWinningNumber: string;
  /** "YYYY-MM-DD HH:mm:ss" of the previous draw. */
  previousWinningTime: string;
  isSale: boolean;
  /** Milliseconds to the next draw. */
  remainTime: number;
  /** Seconds before the draw when betting locks. */
  lockTime: number;
  /** The next draw's number. */
  numero: string;
  gameMenuTag: string;
  vendor: string;
  /** Draw weekdays, comma list: Sunday 1, Monday 2 … Saturday 7 (daily draws only). */
  drawDayOfWeek?: string;
  isHot?: boolean;
  region?: VietnamRegion;
}

export interface LotteryCategory {
  /** e.g. vietnam_rb_hot, vietnam_rb_stock; GPI marks a provider whose game list is shown. */
  tag: string;
  name: string;
  gameMenus: LotteryGame[];
}

export interface LotteryMenuPayload {
  prizeMode: PrizeMode;
  device: 'MOBILE';
}

export interface RecentVietnamPayload {
  device: 'MOBILE';
  recentCount: number;
  prizeMode: PrizeMode;
  language: LanguageCode;
}

export interface VietnamDraw {
  gameId: string;
  gameName: string;
  region: VietnamRegion;
  /** The province that drew (the North's rotates by weekday). */
  province: string;
  numero: string;
  drawTime: string;
  winningNumber: string;
}

export interface LotteryHistoryPayload {
  gameId: string;
  pageNo: number;
  pageSize: number;
}
export interface LotteryHistoryEntry {
  numero: string;
  drawTime: string;
  winningNumber: string;
}
export interface LotteryHistoryValue {
  list: LotteryHistoryEntry[];
  pageNum: number;
  totalPages: number;
}

export interface NumeroPayload {
  gameId: string;
}
export interface NumeroValue {
  numero: string;
  remainTime: number;
  lockTime: number;
}

export interface LaunchLotteryPayload {
  vendor: string;
  gameCode: string;
  prizeMode: PrizeMode;
}

/** Demo mode only: a bet on the next draw of a lottery, settled when that draw happens. */
export interface DemoLotteryBetPayload {
  gameId: string;
  numbers: string;
  stake: number;
}
export interface DemoLotteryBet {
  id: string;
  gameId: string;
  numero: string;
  /** The two digits bet on (the last two of the special prize). */
  numbers: string;
  stake: number;
  odds: number;
  status: 'open' | 'won' | 'lost';
  payout: number;
  placedAt: string;
  drawTime: string;
  /** The special prize of the draw, once settled. */
  result?: string;
}
