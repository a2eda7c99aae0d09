import { installShiftedClock } from '../clock';

/**
 * The worker's `Date` follows the page's clock: every message from the page carries the page's
 * `Date.now()`, and the worker's time is that plus the real time passed since. Normally the two
 * are equal; when the demo's clock is moved (../clock.ts) or a test fakes the page's clock
 * (Playwright's `page.clock`, which does not reach workers), draws, code expiry and streaks in the
 * mock happen on the page's time, as they would with the mock in the page.
 */
export function installPageClock(): (pageNow: number) => void {
  const clock = installShiftedClock();
  return (pageNow) => clock.setAhead(pageNow - clock.realNow());
}
