/**
 * Tap targets on a 375 px phone, measured in Chromium against the built demo: the primary action
 * of a screen (submit, Login, Register, Deposit, Withdraw, Bet, a dialog's confirm) is at least 44 px high,
 * every other button, tab and link of the page at least 24 × 24 px (WCAG 2.5.8; docs/reliability.md).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser({ motion: true });
const PRIMARY_MIN_HEIGHT = 44;
const TARGET_MIN = 24;

/** Width and height of every visible button, tab, checkbox and link in `scope`, by its accessible name. */
async function targets(scope: Locator) {
  const found: { name: string; width: number; height: number }[] = [];
  for (const role of ['button', 'tab', 'link', 'checkbox'] as const) {
    for (const target of await scope.getByRole(role).all()) {
      if (!(await target.isVisible())) continue;
      // A checkbox wrapped in its label is tapped through the label: measure what the finger meets.
      const box = await target.evaluate((el) => {
        const rect = (el.closest('label') ?? el).getBoundingClientRect();
        return { width: Math.round(rect.width), height: Math.round(rect.height) };
      });
      const name = `${role} "${(await target.getAttribute('aria-label')) ?? (await target.innerText()).trim()}"`;
      found.push({ name, ...box });
    }
  }
  return found;
}

/** No target of the page's main content under 24 × 24 px. */
async function expectTargetsAtLeast24(page: Page) {
  const all = await targets(page.getByRole('main'));
  expect(all.length).toBeGreaterThan(0);
  expect(all.filter((t) => t.width < TARGET_MIN || t.height < TARGET_MIN)).toEqual([]);
}

async function expectPrimary(target: Locator) {
  // Measured once a dialog's pop-in (a scale) is over; endless animations (spinners, marquee) aside.
  await target.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
  const box = await target.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(PRIMARY_MIN_HEIGHT);
}

describe('tap targets', () => {
  it('login: Login 44 px high, tabs, links and the remember box at least 24 px', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/login', { lang: 'en' });
    await page.getByLabel('Username').waitFor();
    await expectPrimary(page.getByRole('button', { name: 'Login', exact: true }));
    await expectTargetsAtLeast24(page);
    await screenshot(page, 'tap-login');
  });

  it('register: Register 44 px high, the agreement links at least 24 px', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/register', { lang: 'en' });
    await page.getByLabel('Username').waitFor();
    await expectPrimary(page.getByRole('button', { name: 'Register', exact: true }));
    await expectTargetsAtLeast24(page);
    await screenshot(page, 'tap-register');
  });

  it('deposit and withdraw: their submit and the result dialog confirm 44 px high, the other targets at least 24 px', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'demo01', { to: '/m/voucherCenter', query: { 'mock.reset': '1' } });
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.waitFor();
    await expectTargetsAtLeast24(page);
    await screenshot(page, 'tap-deposit');
    await amount.fill('500');
    const deposit = page.getByRole('main').getByRole('button', { name: 'Deposit now' });
    await expectPrimary(deposit);
    await deposit.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectPrimary(dialog.getByRole('button', { name: 'Done' }));
    await screenshot(page, 'tap-deposit-done');

    await gotoApp(page, '/m/withdraw', { lang: 'en' });
    await page.getByRole('textbox', { name: 'Amount' }).waitFor();
    await expectPrimary(page.getByRole('main').getByRole('button', { name: 'Withdraw now' }));
    await expectTargetsAtLeast24(page);
  });

  it('lottery: Bet 44 px high', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'demo01', { to: '/m/lott' });
    await page
      .getByRole('button', { name: /^Play Now: /, disabled: false }) // a lottery on sale
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/m/demoLottery');
    const bet = page.getByRole('button', { name: /^Bet on draw/ });
    await bet.waitFor();
    await expectPrimary(bet);
    await screenshot(page, 'tap-lottery');
  });
});
