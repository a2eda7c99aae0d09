import type * as v from 'valibot';
import type * as c from '../contract/rewards';

// Play history, rewards, points mall, daily sign-in and VIP benefits of a member, derived from
// their contract (src/api/contract/rewards.ts).

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

// VIP levels (member benefits)
export type VipBenefitCode = Out<typeof c.vipBenefitCode>;
export type VipLevel = Out<typeof c.vipLevel>;
export type ClubBenefit = Out<typeof c.clubBenefit>;

// Game records
export type GameRecord = Out<typeof c.gameRecord>;
export type GameRecordQuery = Out<typeof c.gameRecordQuery>;
export type GameRecordSummary = Out<typeof c.gameRecordSummary>;
export type GameRecordPage = Out<typeof c.gameRecordPage>;

// Rewards
export type RewardStatus = Out<typeof c.rewardStatus>;
export type RewardKind = Out<typeof c.rewardKind>;
export type Reward = Out<typeof c.reward>;
export type RewardIdPayload = Out<typeof c.rewardIdPayload>;
export type RewardClaimResult = Out<typeof c.rewardClaimResult>;

// Points mall
export type MallItemKind = Out<typeof c.mallItemKind>;
export type MallItem = Out<typeof c.mallItem>;
export type MallOverview = Out<typeof c.mallOverview>;
export type MallRedeemPayload = Out<typeof c.mallRedeemPayload>;
export type MallRedeemResult = Out<typeof c.mallRedeemResult>;

// Daily sign-in
export type SignInStatus = Out<typeof c.signInStatus>;
export type SignInResult = Out<typeof c.signInResult>;
