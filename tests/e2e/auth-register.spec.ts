/** Registration against the built demo: by username and by mobile, invitation codes, agreement, account number. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, mockState, screenshot, useBrowser } from './harness/browser';

const app = useBrowser();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillCaptcha(page: Page) {
  await expect.poll(async () => (await mockState(page)).captcha).toMatch(/^\d{4}$/);
  await field(page, 'Verification code').fill((await mockState(page)).captcha!);
}

async function expectRegistered(page: Page, account: RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Registration successful' });
  await dialog.waitFor();
  expect(await dialog.locator('.auth-success__account').textContent()).toMatch(account);
  await screenshot(page, 'auth-register-success');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname === '/m/home');
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toContain('"token"');
}

describe('register', () => {
  it('registers by username: taken name, invalid then valid invitation code, agreement', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/register', { lang: 'en', 'mock.reset': 1 });
    await field(page, 'Username').fill('demo01');
    await field(page, 'Password').click();
    await page.getByText('Sorry, the username already exists').waitFor();
    await screenshot(page, 'auth-register');

    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Enter password').waitFor();
    await page.getByText('Please confirm your password').waitFor();
    await page.getByText('Name format not valid').waitFor();

    await field(page, 'Username').fill('newplayer7');
    await field(page, 'Password').fill('abcdefgh');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Password format incorrect: 6-16 characters with letters and digits').waitFor();
    await field(page, 'Password').fill('abc12345');
    await field(page, 'Confirm password').fill('abc12346');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('The two passwords do not match').waitFor();
    await field(page, 'Confirm password').fill('abc12345');
    await field(page, 'Real name').fill('Tran Van Moi');
    await field(page, 'Invitation code').fill('NOPE123');
    await fillCaptcha(page);

    const agree = page.getByRole('checkbox', { name: /or older and agree/ });
    expect(await agree.isChecked()).toBe(true);
    await agree.uncheck();
    expect(await page.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Privacy policy' }).click();
    await page.getByRole('dialog', { name: 'Privacy policy' }).getByRole('button', { name: 'Close' }).click();
    await agree.check();

    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Invalid invitation code').waitFor();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name))
      .toBe('affiliateCode');
    await field(page, 'Invitation code').fill('LUCKY88');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectRegistered(page, /newplayer7$/);
  });

  it('submits on the first tap after leaving an invalid Zalo: every message shows, focus on the first', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/register', { lang: 'en', 'mock.reset': 1 });
    await field(page, 'Zalo').fill('12');
    // A real tap: the field's blur comes between the finger's press and its click.
    await page.getByRole('button', { name: 'Register' }).tap();
    await page.getByText('Please enter your username').waitFor();
    await page.getByText('Please enter 8-11 digits').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('username');
  });

  it('registers by mobile with the SMS code; the link invitation code hides the field, also after Login and back; the number carries across', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/register', { lang: 'en', 'mock.reset': 1, affiliateCode: 'AGENT01' });
    await field(page, 'Username').waitFor();
    expect(await field(page, 'Invitation code').count()).toBe(0);
    // The tab keeps the link's code: to Login and back, the register page has no code in its address.
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/m/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/m/register' && !url.search.includes('affiliateCode'));
    await field(page, 'Username').waitFor();
    expect(await field(page, 'Invitation code').count()).toBe(0);
    await field(page, 'Mobile number').fill('987650001');
    await page.getByRole('tab', { name: 'Mobile' }).click();
    expect(await field(page, 'Mobile number').inputValue()).toBe('987650001');

    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByRole('button', { name: /\d+ s$/ }).waitFor();
    await field(page, 'SMS code').fill((await mockState(page)).smsCode!);
    await field(page, 'Password').fill('abc12345');
    await field(page, 'Confirm password').fill('abc12345');
    await field(page, 'Real name').fill('Le Thi Hoa');
    await fillCaptcha(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectRegistered(page, /: m\d{8}$/);
  });
});
