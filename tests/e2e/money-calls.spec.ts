/**
 * Money calls never replay and never count twice (demo01, ¥ 12,345.67 on a fresh mock database):
 * a deposit tapped offline fails at once and never goes later; a deposit answered after the call's
 * timeout (10 s, the deployment default; `mock.slow` answers later) is checked, not called failed,
 * and raises the balance once; the same order sent again after an unconfirmed outcome is answered
 * with the first deposit, not charged again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCalls, countApiCalls } from './harness/api-calls';
import { gotoApp, screenshot, setMock, settled, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

/** The call timeout of the demo build (VITE_REQUEST_TIMEOUT_MS's default), and an answer that comes after it. */
const CALL_TIMEOUT_MS = 10_000;
const LATE_MS = CALL_TIMEOUT_MS + 2_000;
/** Long enough for a paused call to have resumed once the connection is back. */
const SETTLE_MS = 3_000;
const BEFORE = '¥ 12,345.67';
const AFTER = '¥ 12,845.67';

const main = (page: Page) => page.getByRole('main');
const balance = (page: Page) => main(page).getByRole('status', { name: 'Total balance' });
const depositButton = (page: Page) => main(page).getByRole('button', { name: 'Deposit now' });
const successDialog = (page: Page) => page.getByRole('dialog', { name: 'Deposit successful' });

/** Log demo01 in, counting API calls, and open the deposit screen with the given mock controls. */
async function openDeposit(query: Record<string, string> = {}): Promise<Page> {
  const page = await app.newPage();
  await countApiCalls(page);
  await logInAs(page, 'demo01');
  await gotoApp(page, '/m/voucherCenter', { lang: 'en', ...query });
  await balance(page).filter({ hasText: BEFORE }).waitFor();
  await main(page).getByText('Bank transfer').click();
  await main(page).getByRole('button', { name: '500', exact: true }).click();
  return page;
}

/** After a reload: the balance, and the deposits the player made in the demo (seeded ones carry no balance). */
async function expectDepositedOnce(page: Page, shown: string) {
  await gotoApp(page, '/m/voucherCenter', { lang: 'en' });
  await balance(page).filter({ hasText: shown }).waitFor();
  await gotoApp(page, '/m/transaction/record', { lang: 'en', types: 'D' });
  const rows = main(page).getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await rows.first().waitFor();
  // The rows can come before the wallet's currency, which "Balance ¥" carries: count once the page is still.
  await settled(page);
  return rows.filter({ hasText: /Balance ¥/ }).count();
}

describe('money calls', () => {
  it('offline: a deposit fails at once with "no network", and nothing is sent when the connection returns', async () => {
    const page = await openDeposit();
    await setMock(page, { offline: true });
    const tapped = Date.now();
    await depositButton(page).click();
    await main(page)
      .getByRole('alert')
      .filter({ hasText: 'No network, please check your connection' })
      .waitFor({ timeout: 2_000 });
    expect(Date.now() - tapped).toBeLessThan(2_000);
    expect(await depositButton(page).isEnabled()).toBe(true);

    await setMock(page, { offline: false });
    await page.waitForTimeout(SETTLE_MS);
    expect(await apiCalls(page, 'deposit')).toBe(0);
    expect(await successDialog(page).count()).toBe(0);
    expect(await expectDepositedOnce(page, BEFORE)).toBe(0);
  });

  it('timed out: says "Checking your deposit…", then shows the deposit that went through, raising the balance once', async () => {
    // The lookup answers a little late too, so the check stays on screen long enough to see.
    const page = await openDeposit({ 'mock.slow': `deposit:${LATE_MS},orderStatus:1500` });
    await depositButton(page).click();
    // A second tap while the order is pending (the button is disabled: submit the form itself).
    await main(page)
      .locator('form')
      .evaluate((form: HTMLFormElement) => form.requestSubmit());

    const checking = page.getByRole('status').filter({ hasText: 'Checking your deposit…' });
    await checking.waitFor({ timeout: CALL_TIMEOUT_MS + 5_000 });
    await screenshot(page, 'money-deposit-checking');
    const dialog = successDialog(page);
    await dialog.getByText(AFTER).waitFor();
    expect(await main(page).getByRole('alert').count()).toBe(0);
    expect(await apiCalls(page, 'deposit')).toBe(1);
    expect(await apiCalls(page, 'orderStatus')).toBe(1);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await balance(page).filter({ hasText: AFTER }).waitFor();

    await page.waitForTimeout(LATE_MS - CALL_TIMEOUT_MS);
    expect(await expectDepositedOnce(page, AFTER)).toBe(1);
  });

  it('unconfirmed: says it could not confirm and shows the balance read again; the same order sent again is answered with the first deposit, not charged twice', async () => {
    const page = await openDeposit({ 'mock.slow': `deposit:${LATE_MS}`, 'mock.fail': 'orderStatus' });
    await depositButton(page).click();
    const unconfirmed = main(page)
      .getByRole('alert')
      .filter({ hasText: 'We could not confirm your deposit. Please check your transaction records.' });
    await unconfirmed.waitFor({ timeout: CALL_TIMEOUT_MS + 5_000 });
    // The wallet is read again: the deposit did go through.
    await balance(page).filter({ hasText: AFTER }).waitFor();
    await screenshot(page, 'money-deposit-unconfirmed');
    expect(await main(page).getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('500');

    await setMock(page, { slow: {}, fail: [] });
    await depositButton(page).click();
    await successDialog(page).getByText(AFTER).waitFor();
    expect(await apiCalls(page, 'deposit')).toBe(2);
    expect(await expectDepositedOnce(page, AFTER)).toBe(1);
  });
});
