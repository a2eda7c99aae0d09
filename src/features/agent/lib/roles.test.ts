// @vitest-environment node
import { AGENT_GRID } from '../constants';
import { canOpenAgentArea, canSeeContractPrompts, greetingFor, visibleGridItems } from './roles';
import { periodRange, todayRange } from './periods';

describe('greeting by local hour', () => {
  it.each([
    [0, 'morning'],
    [7, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
    [24, 'evening'],
  ])('hour %i greets with %s', (hour, key) => {
    expect(greetingFor(hour)).toBe(key);
  });
});

describe('agent area', () => {
  it('is closed to types 0, 4 and 40 and to a missing type', () => {
    for (const type of [0, 4, 40, null, undefined]) expect(canOpenAgentArea(type)).toBe(false);
  });
  it('is open to every other type', () => {
    for (const type of [1, 2, 3, 41, 42]) expect(canOpenAgentArea(type)).toBe(true);
  });
});

describe('contract prompts', () => {
  it('skip types 4, 40, 41 and 42', () => {
    for (const type of [4, 40, 41, 42, null]) expect(canSeeContractPrompts(type)).toBe(false);
  });
  it('reach every other type, members included', () => {
    for (const type of [0, 1, 2, 3]) expect(canSeeContractPrompts(type)).toBe(true);
  });
});

describe('date ranges', () => {
  const now = new Date(2026, 10, 23, 9, 30);
  it('asks the team KPI for today only', () => {
    expect(todayRange(now)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
  });
  it('covers yesterday, the last 7 days and both months', () => {
    expect(periodRange('yesterday', now)).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
    expect(periodRange('last7', now)).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(periodRange('thisMonth', now)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-23' });
    expect(periodRange('lastMonth', now)).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
  });
});

describe('navigation grid', () => {
  it('shows each item only when its whitelist key is on, and customer service always', () => {
    const flags = Object.fromEntries(AGENT_GRID.filter((i) => i.key).map((i) => [i.key!, true]));
    expect(visibleGridItems(AGENT_GRID, flags).map((i) => i.id)).toEqual(AGENT_GRID.map((i) => i.id));
    const shown = visibleGridItems(AGENT_GRID, { ...flags, DOWNMAN: false, MAILCEN: false }).map((i) => i.id);
    expect(shown).not.toContain('teamManagement');
    expect(shown).not.toContain('mail');
    expect(visibleGridItems(AGENT_GRID, {}).map((i) => i.id)).toEqual(['rebateSettings', 'service']);
  });
});
