import { hasFields, isArrayOf, isBoolean, isFiniteNumber, isOptional, isString } from '@/lib/guards';
import { isPageOf } from '@/lib/paging';

/** VIP benefits the level card, chips and table can read: the player's level and bets, each level's name, requirement and benefits. */
export const isReadableClubBenefit = hasFields({
  currentLevel: isFiniteNumber,
  validBet: isFiniteNumber,
  levels: isArrayOf(
    hasFields({
      level: isFiniteNumber,
      name: isString,
      requiredBet: isFiniteNumber,
      benefits: isArrayOf(hasFields({ code: isString, value: isFiniteNumber })),
    }),
  ),
});

/** A page of game records the list can show, with the range's totals when there are any. */
export const isReadableGameRecordPage = isPageOf(
  hasFields({
    id: isString,
    time: isString,
    gameType: isString,
    vendor: isString,
    gameName: isString,
    stake: isFiniteNumber,
    payout: isFiniteNumber,
  }),
  { summary: isOptional(hasFields({ count: isFiniteNumber, stake: isFiniteNumber, payout: isFiniteNumber })) },
);

/** Rewards the reward centre can show, total and claim: each one's id, kind, title, amount, status and expiry. */
export const isReadableRewards = isArrayOf(
  hasFields({
    id: isString,
    kind: isString,
    title: isString,
    amount: isFiniteNumber,
    status: isString,
    expireTime: isString,
  }),
);

/** A claim's result the success toast can show: the amount claimed. */
export const isReadableRewardClaim = hasFields({ amount: isFiniteNumber });

/** The mall the screen can show and redeem from: the player's points and each item's name, price, stock, kind, value and picture. */
export const isReadableMall = hasFields({
  points: isFiniteNumber,
  items: isArrayOf(
    hasFields({
      id: isString,
      name: isString,
      points: isFiniteNumber,
      stock: isFiniteNumber,
      kind: isString,
      cashValue: isFiniteNumber,
      image: isString,
    }),
  ),
});

/** A redemption's result the success toast can show: the points left. */
export const isReadableMallRedeem = hasFields({ points: isFiniteNumber });

/** The sign-in status the page can show: today, this month's signed days, the streak, its ladder and the points. */
export const isReadableSignInStatus = hasFields({
  today: isString,
  signedDays: isArrayOf(isFiniteNumber),
  todaySigned: isBoolean,
  streak: isFiniteNumber,
  streakRewards: isArrayOf(isFiniteNumber),
  points: isFiniteNumber,
});

/** A sign-in's result the success toast can show: the points earned. */
export const isReadableSignIn = hasFields({ reward: isFiniteNumber });
