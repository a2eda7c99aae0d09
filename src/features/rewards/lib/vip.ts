import type { ClubBenefit, VipLevel } from '@/api/types/rewards';

export interface VipProgress {
  current: VipLevel;
  /** Null at the top level. */
  next: VipLevel | null;
  /** Valid bets still needed for the next level (0 at the top). */
  remaining: number;
  /** 0…1 of the way from the current level's requirement to the next one's. */
  ratio: number;
}

export function vipProgress({ currentLevel, validBet, levels }: ClubBenefit): VipProgress {
  const current = levels[currentLevel] ?? levels[0]!;
  const next = levels[currentLevel + 1] ?? null;
  if (!next) return { current, next, remaining: 0, ratio: 1 };
  const span = next.requiredBet - current.requiredBet;
  const ratio = span > 0 ? Math.min(1, Math.max(0, (validBet - current.requiredBet) / span)) : 1;
  return { current, next, remaining: Math.max(0, next.requiredBet - validBet), ratio };
}
