/**
 * The worker's `Date` follows the page's clock: every message from the page carries the page's
 * `Date.now()`, and the worker's time is that plus the real time passed since. Normally the two
 * are equal; when a test fakes the page's clock (Playwright's `page.clock`, which does not reach
 * workers), draws, code expiry and streaks in the mock still happen on the page's time, as they
 * did while the mock ran in the page.
 */
export function installPageClock(): (pageNow: number) => void {
  const RealDate = Date;
  let offset = 0;
  class PageDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [number]));
    }

    static now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = PageDate as DateConstructor;
  return (pageNow) => {
    offset = pageNow - RealDate.now();
  };
}
