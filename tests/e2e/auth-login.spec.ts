/**
 * Login flows against the built demo: remembered login, captcha after a failure, SMS login with
 * its countdown (Playwright's clock), and the return to the page that asked for a session (social sign-in:
 * social-sign-in.spec.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, mockState, screenshot, setMock, useBrowser } from './harness/browser';

const app = useBrowser();

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const onHome = (page: Page) => page.waitForURL((url) => url.pathname === '/m/home');

describe('login', () => {
  it('remembers the login (password not in plain text) and prefills the form after a reload', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/login', { lang: 'en', 'mock.reset': 1 });
    expect(await page.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(true);
    await screenshot(page, 'auth-login');
    await fillLogin(page, '  demo01 ', 'abc12345');
    await onHome(page);
    const stored = await page.evaluate(() => localStorage.getItem('MC_REMEMBER_LOGIN'));
    expect(stored).toContain('"username":"demo01"');
    expect(stored).not.toContain('abc12345');

    await gotoApp(page, '/m/login', { lang: 'en' });
    await page.reload();
    await page.getByLabel('Username').waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe('demo01');
    // The password is decrypted (Web Crypto, asynchronous) after the form shows.
    await expect.poll(() => page.getByLabel('Password').inputValue()).toBe('abc12345');
  });

  it('shows field messages, then the captcha after a failed login, and logs in with the shown code', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/login', { lang: 'en', 'mock.reset': 1, 'mock.captchaAfter': 1 });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please enter your username').waitFor();
    await page.getByText('Enter password').waitFor();

    await fillLogin(page, 'demo01', 'wrong999');
    await page.getByText('Incorrect username or password').waitFor();
    const captcha = page.getByLabel('Verification code');
    await captcha.waitFor();
    await page.getByRole('img', { name: 'Verification code picture' }).waitFor();
    await screenshot(page, 'auth-login-captcha');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please write the verification code').waitFor();

    await expect.poll(async () => (await mockState(page)).captcha).toMatch(/^\d{4}$/);
    const first = (await mockState(page)).captcha;
    await page.getByRole('button', { name: /New code/ }).click();
    await expect.poll(async () => (await mockState(page)).captcha).not.toBe(first);

    await page.getByLabel('Password').fill('abc12345');
    await captcha.fill((await mockState(page)).captcha!);
    await page.getByRole('button', { name: 'Login' }).click();
    await onHome(page);
  });

  it('submits on the first tap after leaving an invalid field: every message shows and focus goes to the first', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/login', { lang: 'en', 'mock.reset': 1 });
    await page.getByLabel('Password').fill('12');
    // A real tap: the password field's blur comes between the finger's press and its click.
    await page.getByRole('button', { name: 'Login' }).tap();
    await page.getByText('Please enter your username').waitFor();
    await page.getByText('Password format incorrect: 6-16 characters').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('username');
    await screenshot(page, 'auth-login-messages');

    // Leaving a field by tapping the next one still shows its message, once the tap is done.
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password').tap();
    await page.getByText('Account format incorrect: 4-16 letters or digits, starting with a letter').waitFor();
  });

  it('logs in by SMS with the demo code; the countdown runs until expiry and the code can be re-sent', async () => {
    const page = await app.newPage({ ownContext: true }); // its clock is the context's
    await page.clock.install();
    await gotoApp(page, '/m/login', { lang: 'en', 'mock.reset': 1 });
    await page.getByRole('tab', { name: 'SMS code' }).click();
    const code = page.getByLabel('SMS code');
    expect(await code.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByText('Please enter your mobile number').waitFor();

    await page.getByLabel('Mobile number').fill('912345678');
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByRole('status').filter({ hasText: 'SMS sent' }).waitFor();
    await page.getByRole('button', { name: /^(60|59) s$/ }).waitFor();
    expect(await code.isDisabled()).toBe(false);
    await screenshot(page, 'auth-login-sms');

    await page.clock.runFor(61_000);
    await page.getByRole('button', { name: 'Get code' }).waitFor();
    expect(await code.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByRole('button', { name: /\d+ s$/ }).waitFor();

    await code.fill((await mockState(page)).smsCode!);
    await page.getByRole('button', { name: 'Login' }).click();
    await onHome(page);
  });

  it('logs in by SMS through the third-party phone service when QA turns it on (mock.phoneVerification)', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/login', { lang: 'en', 'mock.phoneVerification': 1 });
    await page.getByRole('tab', { name: 'SMS code' }).click();
    await page.getByLabel('Mobile number').fill('912345678');
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByRole('status').filter({ hasText: 'SMS sent' }).waitFor();
    await page.getByLabel('SMS code').fill((await mockState(page)).smsCode!);
    await page.getByRole('button', { name: 'Login' }).click();
    await onHome(page);

    const calls = (await mockState(page)).calls.map((call) => call.name);
    expect(calls).toEqual(expect.arrayContaining(['demoPhoneCode', 'demoPhoneToken', 'login']));
    expect(calls).not.toContain('smsNoLogin');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO')!).userName)).toBe('demo01');
    await setMock(page, { phoneVerification: false });
  });

  it('sends a logged-out visitor to /m/login with the message and returns after login', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/member/home', { lang: 'en' });
    await page.waitForURL((url) => url.pathname === '/m/login');
    await page.getByRole('status').filter({ hasText: 'You are not logged in, please login first' }).waitFor();
    await fillLogin(page, 'demo01', 'abc12345');
    await page.waitForURL((url) => url.pathname === '/m/member/home');
  });

  it('after a 401 goes to /m/login with the message, then back to the page after logging in', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/login', { lang: 'en' });
    await fillLogin(page, 'agent01', 'abc12345');
    await onHome(page);
    await gotoApp(page, '/m/member/home', { lang: 'en', 'mock.expire': 1 });
    await page.waitForURL((url) => url.pathname === '/m/login');
    await page.getByRole('status').filter({ hasText: 'You are not logged in, please login first' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await fillLogin(page, 'agent01', 'abc12345');
    await page.waitForURL((url) => url.pathname === '/m/member/home');
  });

  it('refuses a disabled user next to the username', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/login', { lang: 'en' });
    await fillLogin(page, 'disabled01', 'abc12345');
    await page.getByText('Sorry, the user does not exist or is disabled').waitFor();
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
  });
});
