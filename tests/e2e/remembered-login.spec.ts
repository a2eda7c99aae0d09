/**
 * Remember me (accounts-and-access §3): the login form comes back filled, yet storage holds the
 * password in no readable form; unticked, nothing stays after logout; the change-password screen
 * skips the old password only after a login in this tab.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, skipNoticePopup, useBrowser } from './harness/browser';
import { DEMO_PASSWORD } from './member-session';

const app = useBrowser();

const b64 = (text: string) => Buffer.from(text).toString('base64');
const READABLE = [DEMO_PASSWORD, b64(DEMO_PASSWORD), b64(b64(DEMO_PASSWORD))];
/** The app's storage (the demo's mock database, the stand-in for the server, holds the accounts' passwords: left out). */
const allStorage = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify(
      [localStorage, sessionStorage].flatMap((storage) =>
        Object.entries(storage).filter(([key]) => !key.startsWith('MOCK_')),
      ),
    ),
  );

async function logIn(page: Page, { remember }: { remember: boolean }) {
  // Home's notice popup (once per browser session) would stand over the header's menu button.
  await skipNoticePopup(page);
  await gotoApp(page, '/m/login', { lang: 'en' });
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const box = page.getByRole('checkbox', { name: 'Remember me' });
  if ((await box.isChecked()) !== remember) await box.click();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/m/home');
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
}

const loginFields = async (page: Page) => {
  await gotoApp(page, '/m/login', { lang: 'en' });
  await page.getByLabel('Username').waitFor();
  return {
    username: await page.getByLabel('Username').inputValue(),
    password: await page.getByLabel('Password').inputValue(),
  };
};

describe('remembered login', () => {
  it('fills the form again after logout and reload, with the password in no readable form in storage', async () => {
    const page = await app.newPage();
    await logIn(page, { remember: true });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_REMEMBER_LOGIN'))).toContain('sealedPassword');
    for (const readable of READABLE) expect(await allStorage(page)).not.toContain(readable);

    await logOut(page);
    await page.reload();
    await expect.poll(() => loginFields(page)).toEqual({ username: 'demo01', password: DEMO_PASSWORD });
    for (const readable of READABLE) expect(await allStorage(page)).not.toContain(readable);
    await screenshot(page, 'remembered-login-prefilled');
  });

  it('keeps nothing after logout when "Remember me" was unticked', async () => {
    const page = await app.newPage();
    await logIn(page, { remember: true });
    await logOut(page);
    await logIn(page, { remember: false });
    await logOut(page);
    expect(await page.evaluate(() => localStorage.getItem('MC_REMEMBER_LOGIN'))).toBeNull();
    expect(await loginFields(page)).toEqual({ username: '', password: '' });
  });

  it('change password skips the old password after a login in this tab, and asks for it in a reopened browser', async () => {
    const page = await app.newPage();
    await logIn(page, { remember: true });
    // The password is sealed (Web Crypto) after the login: a page opened before it is stored asks for the old one.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_REMEMBER_LOGIN'))).toContain('sealedPassword');
    await gotoApp(page, '/m/changePsw', { lang: 'en' });
    await page.getByText('Your saved password is used as the old password.').waitFor();
    expect(await page.getByLabel('Old password', { exact: true }).count()).toBe(0);

    // A new tab of the same browser profile: same local storage (session, remembered login), fresh session storage.
    const reopened = await page.context().newPage();
    await gotoApp(reopened, '/m/changePsw', { lang: 'en' });
    await reopened.getByLabel('Old password', { exact: true }).waitFor();
    expect(await reopened.getByText('Your saved password is used as the old password.').count()).toBe(0);
    await screenshot(reopened, 'change-password-asks-old');
  });
});
