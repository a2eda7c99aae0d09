// @vitest-environment node
import type { ClubBenefit } from '@/api/types/rewards';
import { vipProgress } from './vip';

const level = (n: number, requiredBet: number) => ({ level: n, name: `L${n}`, requiredBet, benefits: [] });
const LEVELS = [level(0, 0), level(1, 5_000), level(2, 50_000)];
const club = (currentLevel: number, validBet: number): ClubBenefit => ({ currentLevel, validBet, levels: LEVELS });

describe('vipProgress', () => {
  it('measures the way from the current level to the next', () => {
    expect(vipProgress(club(1, 27_500))).toMatchObject({ next: LEVELS[2], remaining: 22_500, ratio: 0.5 });
    expect(vipProgress(club(0, 0))).toMatchObject({ remaining: 5_000, ratio: 0 });
  });

  it('is full at the top level', () => {
    expect(vipProgress(club(2, 80_000))).toEqual({ current: LEVELS[2], next: null, remaining: 0, ratio: 1 });
  });
});
