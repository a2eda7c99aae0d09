import type { DateRangeQuery, PageQuery, PagedList } from './member';

// Play history, rewards, points mall, daily sign-in and VIP benefits of a member.
// Names players read (levels, rewards, mall items) arrive in the request's Language.

// VIP levels (member benefits)
export type VipBenefitCode = 'upgradeBonus' | 'monthlyBonus' | 'rebateRate' | 'withdrawTimes';

export interface VipLevel {
  level: number;
  name: string;
  /** Valid bets needed to reach the level. */
  requiredBet: number;
  /** Money for the bonuses, a percentage for rebateRate, a count per day for withdrawTimes. */
  benefits: { code: VipBenefitCode; value: number }[];
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

export interface GameRecordSummary {
  count: number;
  stake: number;
  payout: number;
}

export interface GameRecordPage extends PagedList<GameRecord> {
  /** Totals of the whole filtered range, not only this page. */
  summary: GameRecordSummary;
}

// Rewards
export type RewardStatus = 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
export type RewardKind = 'BONUS' | 'REBATE' | 'REDPACKET';

export interface Reward {
  id: string;
  kind: RewardKind;
  title: string;
  amount: number;
  status: RewardStatus;
  expireTime: string;
}

export interface RewardIdPayload {
  id: string;
}

export interface RewardClaimResult {
  amount: number;
  balance: number;
}

// Points mall
export type MallItemKind = 'CASH' | 'GOODS';

export interface MallItem {
  id: string;
  name: string;
  points: number;
  stock: number;
  /** CASH items credit `cashValue` to the wallet; GOODS are delivered by customer service. */
  kind: MallItemKind;
  cashValue: number;
  image: string;
}

export interface MallOverview {
  points: number;
  items: MallItem[];
}

export interface MallRedeemPayload {
  itemId: string;
}

export interface MallRedeemResult {
  points: number;
  balance: number;
}

// Daily sign-in
export interface SignInStatus {
  /** The server's today, YYYY-MM-DD (the calendar's month is today's). */
  today: string;
  /** Days of today's month already signed. */
  signedDays: number[];
  todaySigned: boolean;
  /** Consecutive days signed up to today (or yesterday while today is not signed yet). */
  streak: number;
  /** Points for day 1…7 of the streak ladder (the ladder starts again after day 7). */
  streakRewards: number[];
  points: number;
}

export interface SignInResult {
  reward: number;
  streak: number;
  points: number;
}
