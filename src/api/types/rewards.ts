import type { DateRangeQuery, PageQuery, PagedList } from './member';

// Play history, rewards, points mall, daily sign-in and VIP benefits of a member.

// VIP levels (member benefits)
export interface VipLevel {
  level: number;
  name: string;
  /** Valid bets needed to reach the level. */
  requiredBet: number;
  benefits: { code: string; value: number }[];
}

export interface ClubBenefit {
  /** Index into `levels` of the player's current level. */
  currentLevel: number;
  /** Valid bets counted towards the next level. */
  validBet: number;
  levels: VipLevel[];
}

// Game records
export interface GameRecord {
  id: string;
  time: string;
  gameType: string;
  vendor: string;
  gameName: string;
  stake: number;
  /** What the round paid back (0 on a loss). */
  payout: number;
}

export interface GameRecordQuery extends PageQuery, DateRangeQuery {
  /** Empty for every game type. */
  gameType: string;
}

export interface GameRecordPage extends PagedList<GameRecord> {
  summary: { count: number; stake: number; payout: number };
}

// Rewards
export type RewardStatus = 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';

export interface Reward {
  id: string;
  kind: 'BONUS' | 'REBATE' | 'REDPACKET';
  title: string;
  amount: number;
  status: RewardStatus;
  expireTime: string;
}

export interface RewardClaimResult {
  amount: number;
  balance: number;
}

// Points mall
export interface MallItem {
  id: string;
  name: string;
  points: number;
  stock: number;
  /** CASH items credit `cashValue` to the wallet; GOODS are delivered by customer service. */
  kind: 'CASH' | 'GOODS';
  cashValue: number;
  image: string;
}

export interface MallOverview {
  points: number;
  items: MallItem[];
}

export interface MallRedeemResult {
  points: number;
  balance: number;
}

// Daily sign-in
export interface SignInStatus {
  /** YYYY-MM of the calendar. */
  month: string;
  /** Days of the month already signed. */
  signedDays: number[];
  todaySigned: boolean;
  /** Consecutive days signed up to today. */
  streak: number;
  /** Points for day 1…7 of a streak (day 7 repeats after). */
  streakRewards: number[];
  points: number;
}

export interface SignInResult {
  reward: number;
  streak: number;
  points: number;
}
