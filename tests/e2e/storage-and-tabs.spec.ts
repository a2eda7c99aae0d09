/**
 * Stored state that fails the app: storage blocked (reading `window.localStorage` throws, as with
 * blocked cookies), storage full (every write throws), corrupt session values, and a second tab
 * that must follow a logout or login made in the first (docs/reliability.md, "Threats").
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, screenshot, skipNoticePopup, useBrowser, APP_SHELL } from './harness/browser';
import { DEMO_PASSWORD, logInAs } from './member-session';
import { startStaticServer } from '../../scripts/serve-static.mjs';

const app = useBrowser();

/** Chromium with the site's data blocked: merely reading either storage area throws. */
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(
          `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
          'SecurityError',
        );
      },
    });
  }
}

/** A storage with no room left: every write throws, reads still work. */
function fillStorage() {
  Storage.prototype.setItem = function setItem() {
    throw new DOMException(
      "Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.",
      'QuotaExceededError',
    );
  };
}

/** Uncaught errors of a page (an app that never starts shows one here). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const brandBar = (page: Page) => page.getByRole('banner');
const balanceIn = (page: Page) => brandBar(page).getByRole('status', { name: 'Total balance' });
const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'));

/** Fill the login form in and wait to be sent to `then`. */
async function submitLogin(page: Page, then = '/m/home') {
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === then);
}

/** Home's notice popup: with storage unusable nothing remembers it was shown, so each visit to home opens it. */
async function closeNoticePopup(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
}

/** Log in from home's header (no reload after: without storage a reload forgets the session). */
async function logInWithoutReload(page: Page) {
  await closeNoticePopup(page);
  await brandBar(page).getByRole('link', { name: 'Login' }).click();
  await submitLogin(page);
  await closeNoticePopup(page);
}

async function logOutFromMenu(page: Page) {
  await brandBar(page).getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Confirm' }).click();
}

describe('demo build with unusable storage', () => {
  it.each([
    ['blocked (reading it throws)', blockStorage],
    ['full (writing it throws)', fillStorage],
  ])('starts, renders home, and demo01 logs in and sees the balance with storage %s', async (_, breakStorage) => {
    const page = await app.newPage();
    const errors = collectErrors(page);
    await page.addInitScript(breakStorage);
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();

    await logInWithoutReload(page);
    await balanceIn(page).filter({ hasText: '12,345.67' }).waitFor();
    await screenshot(page, `storage-${breakStorage.name}`);
    expect(errors).toEqual([]);
  });

  it('keeps the mock backend working in memory when storage is full: a deposit raises the balance', async () => {
    const page = await app.newPage();
    await page.addInitScript(fillStorage);
    await gotoApp(page, '/m/home', { lang: 'en' });
    await logInWithoutReload(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' }).click();
    const main = page.getByRole('main');
    await main.getByText('Bank transfer').click();
    await main.getByRole('button', { name: '500', exact: true }).click();
    await main.getByRole('button', { name: 'Deposit now' }).click();
    await page.getByRole('dialog', { name: 'Deposit successful' }).getByText('¥ 12,845.67').waitFor();
  });
});

describe('corrupt session values', () => {
  it.each([
    '{"token":1}',
    '[]',
    '42',
    '"x"',
    '{}',
    '{"token":"abc","merchantCode":"DEMO","userName":"demo01","ty',
    'null',
  ])(
    'MC_SESSION_INFO = %s: the app starts logged out, /m/member/home sends to login, the value is gone',
    async (value) => {
      const page = await app.newPage();
      const errors = collectErrors(page);
      // The value is planted from a file of the site's origin that runs no app, before the app's first start.
      await page.goto(new URL('/favicon.svg', inject('baseUrl')).href);
      await page.evaluate((v) => localStorage.setItem('MC_SESSION_INFO', v), value);

      await gotoApp(page, '/m/member/home', { lang: 'en' });
      await page.waitForURL((url) => url.pathname === '/m/login');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(await page.getByText('Something went wrong').count()).toBe(0);
      expect(await storedSession(page)).toBeNull();
      expect(errors).toEqual([]);
    },
  );
});

describe('two tabs of one browser', () => {
  it('drops the balance in the other tab at a logout, and picks up the next login, without a reload', async () => {
    const tabA = await app.newPage();
    await skipNoticePopup(tabA);
    await logInAs(tabA, 'demo01');
    const tabB = await tabA.context().newPage();
    await skipNoticePopup(tabB);
    await gotoApp(tabB, '/m/home', { lang: 'en' });
    await balanceIn(tabB).filter({ hasText: '12,345.67' }).waitFor();

    await logOutFromMenu(tabA);
    await brandBar(tabA).getByRole('link', { name: 'Login' }).waitFor();
    await brandBar(tabB).getByRole('link', { name: 'Login' }).waitFor();
    expect(await balanceIn(tabB).count()).toBe(0);
    await screenshot(tabB, 'storage-tab-b-logged-out');

    await brandBar(tabA).getByRole('link', { name: 'Login' }).click();
    await submitLogin(tabA);
    // The wallet call of tab B carries the new token to its own mock worker, which knows it from
    // the database tab A's mock stored (else it would answer 401 and send tab B to login).
    await balanceIn(tabB).filter({ hasText: '12,345.67' }).waitFor();
    expect(new URL(tabB.url()).pathname).toBe('/m/home');
  });

  it('sends the other tab from a member page to login when the session ends, and back once logged in again', async () => {
    const tabA = await app.newPage();
    await skipNoticePopup(tabA);
    await logInAs(tabA, 'demo01');
    const tabB = await tabA.context().newPage();
    await skipNoticePopup(tabB);
    await gotoApp(tabB, '/m/member/home', { lang: 'en' });
    const balanceOfB = tabB.getByRole('main').getByRole('status', { name: 'Total balance' });
    await balanceOfB.filter({ hasText: '12,345.67' }).waitFor();

    await logOutFromMenu(tabA);
    await tabB.waitForURL((url) => url.pathname === '/m/login');
    await tabB.getByText('You are not logged in, please login first').waitFor();
    expect(await tabB.getByText('12,345.67').count()).toBe(0);

    await brandBar(tabA).getByRole('link', { name: 'Login' }).click();
    await submitLogin(tabA);
    await tabB.waitForURL((url) => url.pathname === '/m/member/home');
    await balanceOfB.filter({ hasText: '12,345.67' }).waitFor();
  });
});

describe('live build with blocked storage', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  beforeAll(async () => {
    server = await startStaticServer(inject('liveDir'), 0);
  });
  afterAll(() => server?.close());

  it('starts and renders the shell and home; its calls fail as they would without a backend', async () => {
    const page = await app.newPage();
    const errors = collectErrors(page);
    await page.addInitScript(blockStorage);
    await page.goto(`${server!.url}/m/home?lang=en`);
    await page.locator(`${APP_SHELL} .bottom-menu`).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await brandBar(page).getByRole('link', { name: 'Login' }).waitFor();
    await screenshot(page, 'storage-live-blocked');
    expect(errors).toEqual([]);
  });
});
