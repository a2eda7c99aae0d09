import * as v from 'valibot';
import { pagedList, type CallContract } from './common';
import { code, id } from './fields';
import { dateRangeQuery, pageQuery } from './member';
import { optional } from './request';

// Play history, rewards, points mall, daily sign-in and VIP benefits of a member.
// Names players read (levels, rewards, mall items) arrive in the request's Language.

// VIP levels (member benefits)
export const vipBenefitCode = v.picklist(['upgradeBonus', 'monthlyBonus', 'rebateRate', 'withdrawTimes']);
export const vipLevel = v.object({
  level: v.number(),
  name: v.string(),
  /** Valid bets needed to reach the level. */
  requiredBet: v.number(),
  /** Money for the bonuses, a percentage for rebateRate, a count per day for withdrawTimes. */
  benefits: v.array(v.object({ code: vipBenefitCode, value: v.number() })),
});
export const clubBenefit = v.object({
  /** Index into `levels` of the player's current level. */
  currentLevel: v.number(),
  /** Valid bets counted towards the next level. */
  validBet: v.number(),
  levels: v.array(vipLevel),
});

// Game records
export const gameRecord = v.object({
  id: v.string(),
  time: v.string(),
  gameType: v.string(),
  vendor: v.string(),
  gameName: v.string(),
  stake: v.number(),
  /** What the round paid back (0 on a loss). */
  payout: v.number(),
});
export const gameRecordQuery = v.object({
  ...pageQuery.entries,
  ...dateRangeQuery.entries,
  /** Empty for every game type. */
  gameType: optional(code, ''),
});
export const gameRecordSummary = v.object({ count: v.number(), stake: v.number(), payout: v.number() });
export const gameRecordPage = v.object({
  ...pagedList(gameRecord).entries,
  /** Totals of the whole filtered range, not only this page. */
  summary: gameRecordSummary,
});

// Rewards
export const rewardStatus = v.picklist(['CLAIMABLE', 'CLAIMED', 'EXPIRED']);
export const rewardKind = v.picklist(['BONUS', 'REBATE', 'REDPACKET']);
export const reward = v.object({
  id: v.string(),
  kind: rewardKind,
  title: v.string(),
  amount: v.number(),
  status: rewardStatus,
  expireTime: v.string(),
});
export const rewardIdPayload = v.object({ id });
export const rewardClaimResult = v.object({ amount: v.number(), balance: v.number() });

// Points mall
export const mallItemKind = v.picklist(['CASH', 'GOODS']);
export const mallItem = v.object({
  id: v.string(),
  name: v.string(),
  points: v.number(),
  stock: v.number(),
  /** CASH items credit `cashValue` to the wallet; GOODS are delivered by customer service. */
  kind: mallItemKind,
  cashValue: v.number(),
  image: v.string(),
});
export const mallOverview = v.object({ points: v.number(), items: v.array(mallItem) });
export const mallRedeemPayload = v.object({ itemId: id });
export const mallRedeemResult = v.object({ points: v.number(), balance: v.number() });

// Daily sign-in
export const signInStatus = v.object({
  /** The server's today, YYYY-MM-DD (the calendar's month is today's). */
  today: v.string(),
  /** Days of today's month already signed. */
  signedDays: v.array(v.number()),
  todaySigned: v.boolean(),
  /** Consecutive days signed up to today (or yesterday while today is not signed yet). */
  streak: v.number(),
  /** Points for day 1…7 of the streak ladder (the ladder starts again after day 7). */
  streakRewards: v.array(v.number()),
  points: v.number(),
});
export const signInResult = v.object({ reward: v.number(), streak: v.number(), points: v.number() });

export const rewardsContract = {
  clubBenefit: { res: clubBenefit },
  gameRecords: { req: gameRecordQuery, res: gameRecordPage },
  rewards: { res: v.array(reward) },
  rewardClaim: { req: rewardIdPayload, res: rewardClaimResult },
  mall: { res: mallOverview },
  mallRedeem: { req: mallRedeemPayload, res: mallRedeemResult },
  signInStatus: { res: signInStatus },
  signIn: { res: signInResult },
} satisfies Record<string, CallContract>;
