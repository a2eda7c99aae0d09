/** Inbox, security centre (payment password) and my account against the demo mock. */
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

describe('inbox', () => {
  it('lists demo01 mails with 3 unread; reading one lowers the unread count everywhere', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/webEmail' });
    const main = page.getByRole('main');
    await main.getByRole('status', { name: '3 unread' }).waitFor();
    const list = main.getByRole('list', { name: 'Message list' });
    await screenshot(page, 'member-inbox');

    await list.getByRole('button', { name: /^Unread: Welcome to Lucky Star/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Lucky Star' });
    await dialog.getByText('first deposit bonus').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await main.getByRole('status', { name: '2 unread' }).waitFor();
    expect(await list.getByRole('button', { name: /^Unread: Welcome/ }).count()).toBe(0);

    // Home opens its notice popup at a moment of its own; this test is about the menu.
    await skipNoticePopup(page);
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: /Messages/ })
      .getByRole('status', { name: '2 unread' })
      .waitFor();
  });
});

describe('security centre', () => {
  it('lets agent01 set a first payment password with the login password; then withdrawals ask for it', async () => {
    const page = await app.newPage();
    await logInAs(page, 'agent01', { to: '/m/securityCenter' });
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Change' }).getAttribute('href')).toBe('/m/changePsw');
    await main.getByText('Not set yet: needed to withdraw').waitFor();
    await main.getByRole('button', { name: 'Set', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Set payment password' });
    await dialog.getByLabel('Login password', { exact: true }).fill('wrongpass');
    await dialog.getByLabel('New payment password (6 digits)', { exact: true }).fill('246810');
    await dialog.getByLabel('Confirm payment password', { exact: true }).fill('246811');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Confirmation password not matched' }).waitFor();
    await dialog.getByLabel('Confirm payment password', { exact: true }).fill('246810');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The old password is incorrect' }).waitFor();
    await dialog.getByLabel('Login password', { exact: true }).fill('abc12345');
    await screenshot(page, 'member-payment-password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await main.getByText('Set: needed for every withdrawal').waitFor();

    await gotoApp(page, '/m/withdraw', { lang: 'en' });
    await main.getByLabel('Payment password', { exact: true }).waitFor();
  });

  it('sends a member without a payment password from withdraw to set one', async () => {
    const page = await app.newPage();
    await logInAs(page, 'agent01', { to: '/m/withdraw' });
    await page.getByRole('main').getByRole('link', { name: 'Set payment password' }).click();
    await page.waitForURL((url) => url.pathname === '/m/securityCenter');
  });
});

describe('my account', () => {
  it('shows masked personal data and saves a new nickname', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/myAccount/index' });
    const main = page.getByRole('main');
    await main.getByText('+84 912****678').waitFor();
    await main.getByText('N****n').waitFor();
    const nickname = main.getByRole('textbox', { name: 'Nickname' });
    await nickname.fill('');
    await main.getByRole('button', { name: 'Save' }).click();
    await main.getByRole('alert').filter({ hasText: 'Please enter a nickname' }).waitFor();
    await nickname.fill('Lucky Star Fan');
    await main.getByRole('button', { name: 'Save' }).click();
    await main.locator('.my-account__head').getByText('Lucky Star Fan').waitFor();
    await screenshot(page, 'member-account');

    await gotoApp(page, '/m/member/home', { lang: 'en' });
    await main.getByRole('heading', { name: 'Lucky Star Fan' }).waitFor();
  });
});
