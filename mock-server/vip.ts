import accountsSeed from '@fixtures/rewardAccounts.json';
import vipLevelsSeed from '@fixtures/vipLevels.json';
import type { LanguageCode } from '@/api/types/common';
import type { MemberInfo } from '@/api/types/member';
import type { MockUser } from './db';

/** A player's total valid bets, which set the VIP level. */
export const validBetOf = (user: MockUser): number => accountsSeed.find((a) => a.userId === user.id)?.validBet ?? 0;

/**
 * The player's VIP level (index into the fixtures' levels): the highest whose required valid bet
 * the player's total reaches. The one source of the benefits page's level and the member's club
 * label, so a player has the same level on every screen.
 */
export const vipLevelOf = (user: MockUser): number =>
  vipLevelsSeed.reduce((current, level, i) => (validBetOf(user) >= level.requiredBet ? i : current), 0);

export const VIP_LEVELS = vipLevelsSeed;

/**
 * The club label member info answers: the one the operator gave the player (vip01's club), else the
 * name of the player's VIP level from the first level up; none at the base level.
 */
export function clubLabelOf(user: MockUser, language: LanguageCode): MemberInfo['clubLabel'] {
  if (user.clubLabel) return user.clubLabel;
  const level = vipLevelOf(user);
  return level === 0 ? null : { labelName: VIP_LEVELS[level].name[language] ?? VIP_LEVELS[level].name.EN };
}
