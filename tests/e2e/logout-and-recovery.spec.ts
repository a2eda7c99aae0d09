/**
 * Where the player lands: logout goes to /m/home with a "logged out" notice (also from a protected
 * page); forgot-password by email returns to /m/login, never out of the site.
 */
import { describe, expect, it } from 'vitest';
import { gotoApp, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

describe('logout', () => {
  it('from the member centre goes to /m/home and says so, not to /m/login', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'demo01', { to: '/m/member/home' });
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('You have logged out').waitFor();
    await page.waitForURL((url) => url.pathname === '/m/home');
    expect(await page.getByText('You are not logged in, please login first').count()).toBe(0);
  });
});

describe('forgot password by email', () => {
  it('opened from another site, returns to /m/login after success (not one step back out of the site)', async () => {
    const page = await app.newPage();
    await page.goto('about:blank');
    await gotoApp(page, '/m/forget', { lang: 'en' });
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByLabel('Username', { exact: true }).fill('demo01');
    await page.getByLabel('Email', { exact: true }).fill('demo01@example.com');
    await page.getByRole('button', { name: 'Retrieve password' }).click();
    await page.waitForURL((url) => url.pathname === '/m/login');
  });
});
