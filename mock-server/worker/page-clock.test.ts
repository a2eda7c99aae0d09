// @vitest-environment node
import { installPageClock } from './page-clock';

const RealDate = Date;
afterEach(() => {
  globalThis.Date = RealDate;
});

describe('the worker’s clock', () => {
  it('follows the time the page last sent, and runs on from there', () => {
    const follow = installPageClock();
    const pageNow = RealDate.UTC(2030, 0, 6, 9, 0, 0);
    follow(pageNow);
    expect(Math.abs(Date.now() - pageNow)).toBeLessThan(50);
    expect(Math.abs(new Date().getTime() - pageNow)).toBeLessThan(50);
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date(2030, 0, 6).getFullYear()).toBe(2030);
    expect(new Date() instanceof RealDate).toBe(true);
  });
});
