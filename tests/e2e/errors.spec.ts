/**
 * The error catalogues of both specs (accounts-and-access §8, games-and-content §8) and the mock
 * controls of DECISIONS §4, walked in Chromium: each failure shows the spec's message where the
 * user is, and the app recovers by itself when the failure ends.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, setMock, useBrowser } from './harness/browser';
import { logInAs, submitLogin } from './member-session';

const app = useBrowser();

const MESSAGES = {
  noNetwork: 'No network, please check your connection',
  slow: 'Slow connection, please wait',
  notLoggedIn: 'You are not logged in, please login first',
  loadFailed: 'Load failed, click to retry',
};

/** What TanStack Query's focus manager listens to: makes the status query refetch now, not in 30 s. */
const refocus = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

describe('network failures', () => {
  it('shows "no network" while offline and recovers by itself when the connection is back', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en', 'mock.offline': 1 });
    await page.getByRole('status').filter({ hasText: MESSAGES.noNetwork }).waitFor();

    await setMock(page, { offline: false });
    await page.getByRole('status').filter({ hasText: MESSAGES.noNetwork }).waitFor({ state: 'detached' });
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  });

  it('shows "slow connection" while a call is pending over 5 s, and clears it when it ends', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en', 'mock.latency': 6000 });
    await page.getByRole('status').filter({ hasText: MESSAGES.slow }).waitFor({ timeout: 8000 });
    await page.getByRole('status').filter({ hasText: MESSAGES.slow }).waitFor({ state: 'detached', timeout: 8000 });
  });
});

describe('status gate while the app is open', () => {
  it('picks up maintenance at the next status refresh and comes back without a reload', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await setMock(page, { maintenance: true });
    await refocus(page);
    await page.getByRole('heading', { name: 'Under maintenance' }).waitFor();
    await page.getByRole('link', { name: 'Contact customer service' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);

    await setMock(page, { maintenance: false });
    await refocus(page);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  it('shows the IP-restricted page when the region is restricted while the app is open', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en', 'mock.ip': '203.0.113.9' });
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await setMock(page, { region: true });
    await refocus(page);
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.getByText('203.0.113.9', { exact: true }).waitFor();
  });
});

describe('sessions', () => {
  it('sends a logged-out visitor from a protected screen to /m/login with the message', async () => {
    const page = await app.newPage();
    // The message is a toast of a few seconds, shown as the app starts: watched for from before the
    // load, so a slow start of the test's own waits cannot miss it.
    const told = page.getByText(MESSAGES.notLoggedIn).first().waitFor({ timeout: 20_000 });
    await gotoApp(page, '/m/member/home', { lang: 'en' });
    await page.waitForURL((url) => url.pathname === '/m/login');
    await told;
  });

  it('on token expiry clears the session, asks to log in, and returns to the page after logging in', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/transaction/record' });
    const told = page.getByText(MESSAGES.notLoggedIn).first().waitFor({ timeout: 20_000 });
    // The session ends with the page's next call. Set on the open page, the expiry could meet one of its
    // own calls (a refresh) and be announced there before a reload.
    await gotoApp(page, '/m/transaction/record', { lang: 'en', 'mock.expire': 1 });
    await page.waitForURL((url) => url.pathname === '/m/login');
    await told;
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    await submitLogin(page, 'demo01');
    await page.waitForURL((url) => url.pathname === '/m/transaction/record');
  });
});
