/**
 * A 401 in the middle of a form: the player logs in again and finds what they typed, except the
 * secrets (the payment password). Demo build, demo01.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, setMock, useBrowser } from './harness/browser';
import { DEMO_PASSWORD, logInAs } from './member-session';

const app = useBrowser();

async function logInAgain(page: Page) {
  await page.getByText('You are not logged in, please login first').first().waitFor();
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('form typed into when the session expires', () => {
  it('withdraw: the card and amount come back after logging in again, the payment password does not', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/withdraw' });
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Amount' }).fill('150');
    await main.getByLabel('Payment password', { exact: true }).fill('123456');

    await setMock(page, { expire: true });
    await main.getByRole('button', { name: 'Withdraw now' }).click();
    await page.waitForURL((url) => url.pathname === '/m/login');
    // The app's storage (the demo's mock database stands in for the server): no payment password.
    expect(
      await page.evaluate(() =>
        JSON.stringify(
          [localStorage, sessionStorage].flatMap((s) => Object.entries(s).filter(([key]) => !key.startsWith('MOCK_'))),
        ),
      ),
    ).not.toContain('123456');
    await logInAgain(page);

    await page.waitForURL((url) => url.pathname === '/m/withdraw');
    const amount = page.getByRole('main').getByRole('textbox', { name: 'Amount' });
    await expect.poll(() => amount.inputValue()).toBe('150');
    expect(await page.getByRole('main').getByLabel('Payment password', { exact: true }).inputValue()).toBe('');
    await screenshot(page, 'form-draft-withdraw-restored');
    // Given back once: the next visit starts afresh.
    await gotoApp(page, '/m/withdraw', { lang: 'en' });
    await page.getByRole('main').getByRole('textbox', { name: 'Amount' }).waitFor();
    expect(await page.getByRole('main').getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('');
  });

  it('profile: the edited email survives a reload of the login page and comes back after logging in', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/myAccount/index' });
    const email = page.getByRole('main').getByRole('textbox', { name: 'Email' });
    await email.fill('lucky.new@example.com');

    await setMock(page, { expire: true });
    await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/m/login');
    await page.reload();
    await page.getByLabel('Username').fill('demo01');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/m/myAccount/index');
    await expect
      .poll(() => page.getByRole('main').getByRole('textbox', { name: 'Email' }).inputValue())
      .toBe('lucky.new@example.com');
  });
});
