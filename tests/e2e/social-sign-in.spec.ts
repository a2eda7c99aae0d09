/**
 * Social sign-in in the demo, as a deployment configures it: a provider's button leaves for its
 * start URL (here the demo's stand-in consent page), which comes back to /m/login with a token
 * link that the app's start adopts, then goes on to where the player was going; Cancel comes back
 * with the failure message.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, skipNoticePopup, useBrowser } from './harness/browser';

const app = useBrowser();

const session = (page: Page) => page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'));

async function openConsent(page: Page, provider: string) {
  await page.getByRole('button', { name: provider }).click();
  await page.waitForURL((url) => url.pathname === '/m/demoSocialSignIn');
  await page.getByRole('heading', { name: `Sign in with ${provider}` }).waitFor();
}

describe('social sign-in', () => {
  it('signs in with Google as demo01 and returns to the page that asked for a session', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/member/home', { lang: 'en', 'mock.reset': 1 });
    await page.waitForURL((url) => url.pathname === '/m/login');
    await openConsent(page, 'Google');
    await screenshot(page, 'social-consent-en');
    await page.getByRole('button', { name: 'Continue as demo01' }).click();

    await page.waitForURL((url) => url.pathname === '/m/member/home');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(JSON.parse((await session(page))!).userName).toBe('demo01');
    await page.getByText('demo01').first().waitFor();
  });

  it('comes back from a cancelled sign-in to the login form with the message, signed out', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/login', { lang: 'en' });
    await openConsent(page, 'Facebook');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByRole('alert')
      .filter({ hasText: 'Social sign-in did not complete. Please try again or log in with your username.' })
      .waitFor();
    // The message is read once; the parameter then leaves the address.
    await expect.poll(() => new URL(page.url()).search).toBe('?returnTo=%2Fm%2Fhome');
    expect(new URL(page.url()).pathname).toBe('/m/login');
    expect(await session(page)).toBeNull();
    await page.getByLabel('Username').waitFor();
  });

  it('shows the consent page in Vietnamese', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/demoSocialSignIn', { lang: 'vi', provider: 'telegram' });
    await page.getByRole('heading', { name: 'Đăng nhập bằng Telegram' }).waitFor();
    await page.getByRole('button', { name: 'Tiếp tục với tên demo01' }).waitFor();
    await screenshot(page, 'social-consent-vi');
  });
});
