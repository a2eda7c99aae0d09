// @vitest-environment node
import { monthCells, stepsClimbed, streakLadder, todaysReward } from './streak';

const REWARDS = [5, 10, 15, 20, 30, 40, 100];
const states = (streak: number, todaySigned: boolean) =>
  streakLadder({ streak, todaySigned, streakRewards: REWARDS })
    .map((s) => s.state[0])
    .join('');

describe('sign-in streak ladder', () => {
  it('climbs one step a day and starts again after day 7', () => {
    expect(stepsClimbed(0, false)).toBe(0);
    expect(stepsClimbed(2, false)).toBe(2);
    expect(stepsClimbed(3, true)).toBe(3);
    expect(stepsClimbed(7, true)).toBe(7);
    expect(stepsClimbed(7, false)).toBe(0);
    expect(stepsClimbed(8, true)).toBe(1);
  });

  it('marks climbed steps done and today’s step next while not signed', () => {
    expect(states(2, false)).toBe('ddnuuuu');
    expect(states(3, true)).toBe('ddduuuu');
    expect(states(0, false)).toBe('nuuuuuu');
    expect(states(7, true)).toBe('ddddddd');
  });

  it('tells the points today’s sign-in earns', () => {
    expect(todaysReward({ streak: 2, todaySigned: false, streakRewards: REWARDS })).toBe(15);
    expect(todaysReward({ streak: 6, todaySigned: false, streakRewards: REWARDS })).toBe(100);
    expect(todaysReward({ streak: 7, todaySigned: false, streakRewards: REWARDS })).toBe(5);
    expect(todaysReward({ streak: 3, todaySigned: true, streakRewards: REWARDS })).toBeNull();
  });

  it('lays a month out from Monday', () => {
    const november = monthCells('2026-11-23'); // 1 November 2026 is a Sunday
    expect(november.slice(0, 7)).toEqual([null, null, null, null, null, null, 1]);
    expect(november.filter((c) => c !== null)).toHaveLength(30);
    expect(monthCells('2027-02-01').filter((c) => c !== null)).toHaveLength(28); // a Monday: no blanks
    expect(monthCells('2027-02-01')[0]).toBe(1);
  });
});
