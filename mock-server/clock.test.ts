// @vitest-environment node
import { CLOCK_STEPS_MS, demoClock } from './clock';

const RealDate = Date;
afterEach(() => {
  globalThis.Date = RealDate;
});

describe('the demo clock', () => {
  it('fast-forwards by a minute, an hour and a day', () => {
    expect(CLOCK_STEPS_MS).toEqual({ minute: 60_000, hour: 3_600_000, day: 86_400_000 });
  });

  it('leaves the browser’s Date alone until it moves', () => {
    demoClock()(0);
    expect(Date).toBe(RealDate);
  });

  it('runs ahead by the set time, and back to real time at 0', () => {
    const setClock = demoClock();
    setClock(CLOCK_STEPS_MS.day);
    expect(Math.abs(Date.now() - RealDate.now() - CLOCK_STEPS_MS.day)).toBeLessThan(50);
    expect(Math.abs(new Date().getTime() - RealDate.now() - CLOCK_STEPS_MS.day)).toBeLessThan(50);
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    setClock(0);
    expect(Math.abs(Date.now() - RealDate.now())).toBeLessThan(50);
  });
});
