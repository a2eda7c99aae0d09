/** Password flows against the built demo: forgot by email, reset by phone, change password. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, mockState, screenshot, useBrowser } from './harness/browser';
import { logInAs, submitLogin } from './member-session';

const app = useBrowser();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('forgot password', () => {
  it('by email: the button waits for a valid form, then the success notice and back', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/login', { lang: 'en', 'mock.reset': 1 });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/m/forget');
    await page.getByRole('tab', { name: 'Email' }).click();
    const retrieve = page.getByRole('button', { name: 'Retrieve password' });
    await field(page, 'Username').fill('demo01');
    await field(page, 'Email').fill('demo01@example');
    expect(await retrieve.isDisabled()).toBe(true);
    await field(page, 'Email').fill('demo01@example.com');
    expect(await retrieve.isDisabled()).toBe(false);
    await screenshot(page, 'auth-forget-email');
    await retrieve.click();
    await toast(page, 'A password reset email has been sent').waitFor();
    await page.waitForURL((url) => url.pathname === '/m/login');
  });

  it('by phone: same-as-old clears the password, then the new password logs in', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/forget', { lang: 'en', 'mock.reset': 1 });
    await field(page, 'Mobile number').fill('912345678');
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByRole('button', { name: /\d+ s$/ }).waitFor();
    await field(page, 'SMS code').fill((await mockState(page)).smsCode!);
    await field(page, 'New password').fill('abc12345');
    await screenshot(page, 'auth-forget-phone');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('The new password and the old password cannot be the same').waitFor();
    expect(await field(page, 'New password').inputValue()).toBe('');
    expect(await field(page, 'SMS code').inputValue()).not.toBe('');

    await field(page, 'New password').fill('fresh123');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL((url) => url.pathname === '/m/home');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO')!).userName)).toBe('demo01');
  });
});

describe('change password', () => {
  it('checks the confirmation and same-as-old, saves, and the new password logs in', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en', 'mock.reset': 1 });
    await page.evaluate(() => localStorage.removeItem('MC_REMEMBER_LOGIN'));
    await gotoApp(page, '/m/login', { lang: 'en' });
    await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
    await field(page, 'Username').fill('vip01');
    await field(page, 'Password').fill('abc12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/m/home');

    await gotoApp(page, '/m/changePsw', { lang: 'en' });
    expect(await field(page, 'Username').inputValue()).toBe('vip01');
    expect(await field(page, 'Username').getAttribute('readonly')).not.toBeNull();
    await field(page, 'Old password').fill('abc12345');
    await field(page, 'New password').fill('new12345');
    await field(page, 'Confirm new password').fill('new12346');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Confirmation password not matched').waitFor();

    await field(page, 'New password').fill('abc12345');
    await field(page, 'Confirm new password').fill('abc12345');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const popup = page.getByRole('dialog', { name: 'The new password and the old password cannot be the same' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Confirm' }).click();

    await field(page, 'New password').fill('new12345');
    await field(page, 'Confirm new password').fill('new12345');
    await screenshot(page, 'auth-change-password');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Change saved').waitFor();
    await page.waitForURL((url) => url.pathname === '/m/home');

    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await gotoApp(page, '/m/login', { lang: 'en' });
    await submitLogin(page, 'vip01', 'new12345');
    await page.waitForURL((url) => url.pathname === '/m/home');
  });

  it('submits on the first tap after leaving an invalid new password: every message shows, focus on the first', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/changePsw' });
    await field(page, 'New password').fill('abcdefgh');
    // A real tap: the field's blur comes between the finger's press and its click.
    await page.getByRole('button', { name: 'Confirm' }).tap();
    await page.getByText('Password format incorrect: 6-16 characters with letters and digits').waitFor();
    await page.getByText('Enter password').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('newPassword');
  });

  it('sends a visitor without a session to /m/home', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/changePsw', { lang: 'en' });
    await page.waitForURL((url) => url.pathname === '/m/home');
  });
});
