/**
 * `?token=` links (from a native app or an operator): the token leaves the address before the
 * page's scripts load and no request carries it in a Referer; the session takes the user name and
 * type from member info (an agent's link opens the agent area); another account's token asks first.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it, inject } from 'vitest';
import { screenshot, skipNoticePopup, useBrowser, APP_SHELL } from './harness/browser';
import { logInAs } from './member-session';

// Every request the link makes, the files included: a page with an empty HTTP cache makes them all.
const app = useBrowser({ ownContext: true });

interface StoredSession {
  token: string;
  userName: string;
  type: number;
}

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null') as StoredSession | null);

/** A live token of `user` on this page's mock, while the page itself is logged out (its session info dropped, the mock's session kept). */
async function tokenOf(page: Page, user: string): Promise<string> {
  await logInAs(page, user);
  const session = await storedSession(page);
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
  return session!.token;
}

/** Open a link with the token (and `more` parameters), recording every request the page makes. */
async function openLink(
  page: Page,
  path: string,
  token: string,
  more: Record<string, string> = {},
): Promise<Request[]> {
  // The page before ends first: none of its late requests (or answers) lands among the link's.
  await page.goto('about:blank');
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const url = new URL(path, inject('baseUrl'));
  url.searchParams.set('token', token);
  url.searchParams.set('lang', 'en');
  url.searchParams.set('mock.latency', '0');
  for (const [name, value] of Object.entries(more)) url.searchParams.set(name, value);
  await page.goto(url.href, { waitUntil: 'domcontentloaded' });
  // The boot script runs while the head is parsed: by DOMContentLoaded the address is clean.
  expect(page.url()).not.toContain(token);
  await page.locator(APP_SHELL).waitFor();
  return requests;
}

describe('token link', () => {
  it('logs agent01 in as an agent, on the agent area, and no request names the token', async () => {
    const page = await app.newPage();
    const token = await tokenOf(page, 'agent01');
    const requests = await openLink(page, '/m/agent', token);

    await page.getByRole('navigation', { name: 'Agent tools' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/agent');
    expect(page.url()).not.toContain(token);
    expect(await storedSession(page)).toMatchObject({ token, userName: 'agent01', type: 1 });
    await page.getByText(/^Good (morning|afternoon|late afternoon|evening), agent01$/).waitFor(); // the greeting names the agent

    expect(requests[0].isNavigationRequest()).toBe(true); // the link itself names the token
    const afterDocument = requests.slice(1);
    expect(afterDocument.length).toBeGreaterThan(3);
    for (const request of afterDocument) {
      // None names the page; the demo's mock worker names its own script, which carries no token.
      const referer = (await request.headerValue('referer')) ?? '';
      expect(
        referer === '' || /\/assets\/mock-worker-[\w-]+\.js$/.test(referer),
        `${request.url()} from ${referer}`,
      ).toBe(true);
      expect(request.url()).not.toContain(token);
    }
  });

  it('logs a member in from a link to change-password, which shows the member’s user name', async () => {
    const page = await app.newPage();
    const token = await tokenOf(page, 'demo01');
    await openLink(page, '/m/changePsw', token);
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe('demo01');
    expect(await storedSession(page)).toMatchObject({ token, userName: 'demo01', type: 0 });
  });

  it('asks before switching a logged-in member to another account; declining keeps the member', async () => {
    const page = await app.newPage();
    // The member is sent from /m/agent to home, whose notice popup would open above the prompt.
    await skipNoticePopup(page);
    const token = await tokenOf(page, 'agent01');
    await logInAs(page, 'demo01');
    const demo = await storedSession(page);

    await openLink(page, '/m/agent', token);
    const dialog = page.getByRole('dialog', { name: 'Switch account?' });
    await dialog.getByText('This link logs in as agent01. You are logged in as demo01.').waitFor();
    await screenshot(page, 'token-link-switch-en');
    await dialog.getByRole('button', { name: 'Stay as demo01' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await storedSession(page)).toEqual(demo);

    await openLink(page, '/m/agent', token);
    await page
      .getByRole('dialog', { name: 'Switch account?' })
      .getByRole('button', { name: 'Log in as agent01' })
      .click();
    await page.getByRole('navigation', { name: 'Agent tools' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/agent');
    expect(await storedSession(page)).toMatchObject({ token, userName: 'agent01', type: 1 });
  });

  it('asks nothing when the link carries the session’s own token', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01');
    const demo = await storedSession(page);
    await openLink(page, '/m/member/home', demo!.token);
    await page.getByRole('main').getByText('Lucky Demo').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await storedSession(page)).toEqual(demo);
  });

  it('keeps a token whose check failed for a reload, which logs the member in', async () => {
    const page = await app.newPage();
    const token = await tokenOf(page, 'demo01');
    await openLink(page, '/m/home', token, { 'mock.failNext': 'memberInfo' }); // a 500: no deciding answer
    await page.getByRole('alert').filter({ hasText: 'Could not check your sign-in link' }).waitFor();
    await screenshot(page, 'token-link-unchecked');
    expect(await storedSession(page)).toBeNull();
    expect(page.url()).not.toContain(token);

    await page.reload();
    await expect.poll(() => storedSession(page)).toMatchObject({ token, userName: 'demo01' });
    await page.getByRole('button', { name: 'Hide balance' }).waitFor(); // home as the member sees it
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('the switch question in Vietnamese', async () => {
    const page = await app.newPage();
    const token = await tokenOf(page, 'agent01');
    await logInAs(page, 'demo01');
    const url = new URL('/m/home', inject('baseUrl'));
    url.search = new URLSearchParams({ token, lang: 'vi', 'mock.latency': '0' }).toString();
    await page.goto(url.href);
    await page.getByRole('dialog', { name: 'Chuyển tài khoản?' }).waitFor();
    await screenshot(page, 'token-link-switch-vi');
  });

  it('every built page sends no Referer: its first tag after the charset says so', async () => {
    for (const path of ['/m/home', '/m/agent', '/m/login', '/m/withdraw', '/404.html']) {
      const html = await (await fetch(new URL(path, inject('baseUrl')))).text();
      const head = html.slice(0, html.search(/<(link|script|style|img)\b/));
      // (React writes the tag as `<meta … />` or `<meta …/>` depending on the page: both say the same.)
      expect(head, path).toMatch(/<meta name="referrer" content="no-referrer" ?\/>/);
    }
  });
});
