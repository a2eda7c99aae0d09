import type { SignInStatus } from '@/api/types/rewards';
import { STREAK_LADDER_DAYS } from '../constants';

export type LadderStepState = 'done' | 'next' | 'upcoming';

export interface LadderStep {
  day: number;
  points: number;
  state: LadderStepState;
}

/** Steps of the current seven-day cycle already climbed (the ladder starts again after day 7). */
export function stepsClimbed(streak: number, todaySigned: boolean): number {
  if (streak <= 0) return 0;
  return todaySigned ? ((streak - 1) % STREAK_LADDER_DAYS) + 1 : streak % STREAK_LADDER_DAYS;
}

/** The ladder of the current cycle: climbed steps, today's step while not signed, the rest. */
export function streakLadder({
  streak,
  todaySigned,
  streakRewards,
}: Pick<SignInStatus, 'streak' | 'todaySigned' | 'streakRewards'>): LadderStep[] {
  const climbed = stepsClimbed(streak, todaySigned);
  return Array.from({ length: STREAK_LADDER_DAYS }, (_, i) => {
    const day = i + 1;
    const state: LadderStepState = day <= climbed ? 'done' : day === climbed + 1 && !todaySigned ? 'next' : 'upcoming';
    return { day, points: streakRewards[i] ?? 0, state };
  });
}

/** Points today's sign-in earns (null once signed). */
export function todaysReward(status: Pick<SignInStatus, 'streak' | 'todaySigned' | 'streakRewards'>): number | null {
  return streakLadder(status).find((step) => step.state === 'next')?.points ?? null;
}

/** Cells of a month calendar starting on Monday: null for the blanks before day 1. */
export function monthCells(today: string): (number | null)[] {
  const [year, month] = today.split('-').map(Number);
  const first = new Date(year!, month! - 1, 1);
  const days = new Date(year!, month!, 0).getDate();
  const blanks = (first.getDay() + 6) % 7;
  return [...Array<null>(blanks).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
}
