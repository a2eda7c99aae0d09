/**
 * The error catalogue, page by page (games-and-content §8, accounts-and-access §8, DECISIONS §2):
 * every page's load call failing through `mock.fail=<call>` shows "Load failed, click to retry"
 * where the content belongs, never a blank screen, and the retry loads the content once the
 * failure ends. Then the actions: a failing favourite, mark-read and deposit hide their loading
 * state, keep what the user had and say so; a double tap on deposit, withdraw, daily sign-in and
 * reward claim under a slow connection sends one request.
 *
 * No mock control produces an unknown error code (`mock.fail` answers 500 `system.error`, and every
 * code a mock handler throws is mapped), so "Unknown error" is proven by the unit tests of the
 * mapping (src/api/http.test.ts), not here. Offline, slow, maintenance, region and token expiry are
 * in errors.spec.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../src/api/endpoints';
import { gotoApp, newPage, setMock, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

const LOAD_FAILED = 'Load failed, click to retry';
/** What a failed action (not a page load) says: there is no retry button to click. */
const ACTION_FAILED = 'Request failed, please try again';
/** A failing load shows its message after the query's one retry (1 s); a busy machine needs the slack. */
const LOAD_TIMEOUT_MS = 20_000;

/** One row of the catalogue: a screen, the call that fails, and where its content shows. */
interface LoadRow {
  screen: string;
  call: EndpointName;
  path: string;
  /**
   * The call fails from the page's start, unless it is made by the user's steps: then it fails once
   * `ready` shows, and `reach` takes the steps (search: open the overlay and type).
   */
  reach?: { ready(page: Page): Locator; steps(page: Page): Promise<void> };
  /** A localStorage copy to drop first (the screen would show it instead of failing). */
  forget?: string;
  /** Where the message and then the content appear. */
  scope(page: Page): Locator;
  /** Proof the content loaded. */
  content(scope: Locator): Locator;
}

const main = (page: Page) => page.getByRole('main');
const region = (name: string) => (page: Page) => page.getByRole('region', { name, exact: true });

const LOAD_ROWS: LoadRow[] = [
  // Games
  { screen: 'home game sections', call: 'vendorSorting', path: '/m/home', scope: main, content: (s) => s.getByRole('region', { name: 'Slots', exact: true }) },
  { screen: 'home hot strip', call: 'hotGames', path: '/m/home', scope: region('Hot'), content: (s) => s.getByRole('list', { name: 'Hot' }) },
  { screen: 'home slots strip', call: 'gameList', path: '/m/home', scope: region('Slots'), content: (s) => s.getByRole('list', { name: 'Slots' }) },
  { screen: 'home Vietnam lottery block', call: 'recentVietnamLottery', path: '/m/home', scope: region('Vietnam Lottery'), content: (s) => s.getByRole('table') },
  { screen: 'home winner board', call: 'winnerBoard', path: '/m/home', scope: region('Big winners'), content: (s) => s.getByRole('list') },
  { screen: '/m/sports game centre', call: 'vendorSorting', path: '/m/sports', scope: main, content: (s) => s.getByRole('button', { name: 'Open SABA Sports' }) },
  { screen: '/m/rng list', call: 'gameList', path: '/m/rng', scope: main, content: (s) => s.getByRole('list', { name: 'Slots games' }) },
  {
    screen: '/m/rng search',
    call: 'gameList',
    path: '/m/rng',
    reach: {
      ready: (page) => page.getByRole('list', { name: 'Slots games' }),
      steps: async (page) => {
        await page.getByRole('button', { name: 'Search games' }).click();
        await page.getByRole('dialog', { name: 'Search games' }).getByRole('searchbox').fill('dragon');
      },
    },
    scope: (page) => page.getByRole('dialog', { name: 'Search games' }).getByRole('region', { name: 'Search results' }),
    content: (s) => s.getByRole('button', { name: /^Play / }).first(),
  },
  // Lottery
  { screen: '/m/lott lobby', call: 'lotteryMenu', path: '/m/lott', scope: main, content: (s) => s.getByRole('article', { name: 'Vietnam Super Fast 1 min' }) },
  { screen: '/m/lott recent tab', call: 'recentLotteries', path: '/m/lott?tab=recent', scope: main, content: (s) => s.getByRole('tabpanel').filter({ hasNotText: LOAD_FAILED }) },
  {
    screen: '/m/lott history modal',
    call: 'lotteryHistory',
    path: '/m/lott',
    reach: {
      ready: (page) => page.getByRole('article', { name: 'Vietnam Super Fast 1 min' }),
      steps: (page) => page.getByRole('button', { name: 'History Result' }).click(),
    },
    scope: (page) => page.getByRole('dialog', { name: 'History Result' }),
    content: (s) => s.getByRole('list', { name: /^Draw history of / }).getByRole('listitem').first(),
  },
  { screen: '/m/lottery results', call: 'lotteryMenu', path: '/m/lottery', scope: main, content: (s) => s.getByRole('list', { name: /^Draw history of / }) },
  // Content
  { screen: '/m/notice announcements', call: 'announcements', path: '/m/notice', scope: main, content: (s) => s.getByRole('list', { name: 'Announcements' }) },
  { screen: '/m/activity promotions', call: 'promotionCategories', path: '/m/activity', scope: main, content: (s) => s.getByRole('button', { name: /First deposit bonus 100%/ }) },
  { screen: '/m/activity promotion list', call: 'announcements', path: '/m/activity', scope: main, content: (s) => s.getByRole('button', { name: /First deposit bonus 100%/ }) },
  { screen: '/m/help help centre', call: 'helpCentre', path: '/m/help', scope: main, content: (s) => s.getByRole('button', { name: 'How do I deposit?' }) },
  // Member
  // Member info is kept in localStorage and shown while it refreshes: the message shows only without that copy.
  { screen: '/m/member/home member centre (no cached copy)', call: 'memberInfo', path: '/m/member/home', forget: 'MC_MEMBER_INFO', scope: main, content: (s) => s.getByRole('heading', { name: 'Lucky Demo' }) },
  { screen: '/m/securityCenter security centre (no cached copy)', call: 'memberInfo', path: '/m/securityCenter', forget: 'MC_MEMBER_INFO', scope: main, content: (s) => s.getByRole('link', { name: 'Change' }) },
  { screen: '/m/myAccount/index my account (no cached copy)', call: 'memberInfo', path: '/m/myAccount/index', forget: 'MC_MEMBER_INFO', scope: main, content: (s) => s.getByText('+84 912****678') },
  { screen: '/m/webEmail inbox', call: 'mailList', path: '/m/webEmail', scope: main, content: (s) => s.getByRole('list', { name: 'Message list' }) },
  { screen: '/m/voucherCenter deposit', call: 'depositChannels', path: '/m/voucherCenter', scope: main, content: (s) => s.getByRole('button', { name: 'Deposit now' }) },
  { screen: '/m/withdraw withdraw', call: 'withdrawInfo', path: '/m/withdraw', scope: main, content: (s) => s.getByRole('button', { name: 'Withdraw now' }) },
  { screen: '/m/transaction/record transactions', call: 'transactionRecords', path: '/m/transaction/record', scope: main, content: (s) => s.getByRole('list', { name: 'Transactions' }) },
  { screen: '/m/rewardCenter reward centre', call: 'rewards', path: '/m/rewardCenter', scope: main, content: (s) => s.getByRole('status', { name: 'Ready to claim' }) },
  { screen: '/m/activity/signIn daily sign-in', call: 'signInStatus', path: '/m/activity/signIn', scope: main, content: (s) => s.getByRole('status', { name: 'Days in a row' }) },
  { screen: '/m/mall/mallHome points mall', call: 'mall', path: '/m/mall/mallHome', scope: main, content: (s) => s.getByRole('status', { name: 'My points' }) },
  { screen: '/m/member/benefits member benefits', call: 'clubBenefit', path: '/m/member/benefits', scope: main, content: (s) => s.getByRole('status', { name: 'Current level' }) },
  { screen: '/m/gameRecord game records', call: 'gameRecords', path: '/m/gameRecord', scope: main, content: (s) => s.getByRole('list', { name: 'Game rounds' }) },
];

/** Not a blank screen: the app's header is there and no route fell into the error view. */
async function expectNotBlank(page: Page) {
  expect(await page.getByRole('banner').first().isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
}

/**
 * Counts the API calls the app makes, as `METHOD /path`: an init script keeps a counter outermost
 * around `window.fetch` (Mirage and the offline switch replace it after start), since calls answered
 * by the in-page mock never reach the network where `page.on('request')` would see them.
 */
async function countApiCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = ((window as unknown as { __apiCalls: string[] }).__apiCalls = []);
    let current = window.fetch;
    let inside = false;
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      set: (next: typeof fetch) => (current = next),
      get: () => {
        const target = current;
        return (input: RequestInfo | URL, init?: RequestInit) => {
          // Each wrapper in the chain reads window.fetch again: count the outermost call only.
          const outermost = !inside;
          if (outermost) {
            const url = new URL(input instanceof Request ? input.url : String(input), location.href);
            calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
          }
          inside = true;
          try {
            return target(input, init);
          } finally {
            if (outermost) inside = false;
          }
        };
      },
    });
  });
}

/** How many times `call` (`METHOD /path`) was made since the page's last load. */
const apiCalls = (page: Page, call: string) =>
  page.evaluate((c) => (window as unknown as { __apiCalls: string[] }).__apiCalls.filter((made) => made === c).length, call);

// Logged-in pages shared by the file, each logged in once: the tests run a few at a time, each on
// a page of its own, since most of a test is waiting (the query's retry, the slow connection). Every
// test opens its screen with a full load, which sets the mock controls afresh, and leaves the mock
// data as the other tests expect it.
const PARALLEL_PAGES = 3;
const idle: Page[] = [];
const waiting: ((page: Page) => void)[] = [];

async function loggedInPage(): Promise<Page> {
  const page = await newPage(app.browser);
  await skipNoticePopup(page);
  await countApiCalls(page);
  await logInAs(page, 'demo01', { 'mock.reset': '1' });
  return page;
}

/** Run `use` on an idle page, waiting for one if all are busy. */
async function withPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const borrowed = idle.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
  try {
    return await use(borrowed);
  } finally {
    const next = waiting.shift();
    if (next) next(borrowed);
    else idle.push(borrowed);
  }
}

beforeAll(async () => {
  idle.push(...(await Promise.all(Array.from({ length: PARALLEL_PAGES }, loggedInPage))));
});
afterAll(() => Promise.all(idle.map((page) => page.context().close())));

/** Open a screen with no failing call unless `fail` names one. */
const open = (page: Page, path: string, query: Record<string, string> = {}, fail = '') =>
  gotoApp(page, path, { lang: 'en', 'mock.fail': fail, ...query });

describe('page loads: "Load failed, click to retry", then the retry loads the content', () => {
  it.concurrent.each(LOAD_ROWS)('$screen: $call fails', (row) =>
    withPage(async (page) => {
      if (row.forget) await page.evaluate((key) => localStorage.removeItem(key), row.forget);
      await open(page, row.path, {}, row.reach ? '' : row.call);
      if (row.reach) {
        await row.reach.ready(page).waitFor({ timeout: LOAD_TIMEOUT_MS });
        await setMock(page, { fail: [row.call] });
        await row.reach.steps(page);
      }
      const scope = row.scope(page);
      const retry = scope.getByRole('alert').getByRole('button', { name: LOAD_FAILED }).first();
      await retry.waitFor({ timeout: LOAD_TIMEOUT_MS });
      await expectNotBlank(page);

      await setMock(page, { fail: [] });
      await retry.click();
      await row.content(scope).waitFor({ timeout: LOAD_TIMEOUT_MS });
      expect(await scope.getByRole('button', { name: LOAD_FAILED }).count()).toBe(0);
    }),
  );
});

/** The toast (role alert) an action shows when its call fails with a server error. */
const failureToast = (page: Page) => page.getByRole('alert').filter({ hasText: ACTION_FAILED });

describe('actions: loading hidden, state kept, message shown', () => {
  it.concurrent('a failing favourite hides "Saving…", leaves the star as it was and says so', () =>
    withPage(async (page) => {
      await open(page, '/m/rng');
      const grid = page.getByRole('list', { name: 'Slots games' });
      const name = (await grid.getByRole('button', { name: /^Favourite /, pressed: false }).first().getAttribute('aria-label'))!;
      const star = grid.getByRole('button', { name, exact: true });

      await setMock(page, { fail: ['favouriteAdd'] });
      await star.click();
      await failureToast(page).waitFor();
      expect(await page.getByRole('status').filter({ hasText: 'Saving…' }).count()).toBe(0);
      expect(await star.getAttribute('aria-pressed')).toBe('false');
    }),
  );

  it.concurrent('unstarring in the favourites tab that fails puts the game back', () =>
    withPage(async (page) => {
      await open(page, '/m/rng', { type: 'fav' });
      const grid = page.getByRole('list', { name: 'Slots games' });
      const name = (await grid.getByRole('button', { name: /^Favourite /, pressed: true }).first().getAttribute('aria-label'))!.replace('Favourite ', '');

      await setMock(page, { fail: ['favouriteRemove'] });
      await grid.getByRole('button', { name: `Favourite ${name}` }).click();
      await failureToast(page).waitFor();
      await grid.getByRole('button', { name: `Play ${name}` }).waitFor();
      expect(await grid.getByRole('button', { name: `Favourite ${name}` }).getAttribute('aria-pressed')).toBe('true');
    }),
  );

  it.concurrent('a failing mark-read leaves the message unread and says so', () =>
    withPage(async (page) => {
      await open(page, '/m/webEmail');
      const inbox = main(page);
      await inbox.getByRole('status', { name: '3 unread' }).waitFor();

      await setMock(page, { fail: ['mailRead'] });
      await inbox.getByRole('list', { name: 'Message list' }).getByRole('button', { name: /^Unread: Welcome to Lucky Star/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Welcome to Lucky Star' });
      await dialog.getByText('first deposit bonus').waitFor();
      await failureToast(page).waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await inbox.getByRole('button', { name: /^Unread: Welcome to Lucky Star/ }).waitFor();
      expect(await inbox.getByRole('status', { name: '3 unread' }).count()).toBe(1);
    }),
  );

  it.concurrent('a failing deposit says so next to the form, keeps the amount and enables the button again', () =>
    withPage(async (page) => {
      await open(page, '/m/voucherCenter', {}, 'deposit');
      const balance = main(page).getByRole('status', { name: 'Total balance' });
      await balance.filter({ hasText: '¥' }).waitFor();
      const before = await balance.textContent();
      const form = main(page).locator('form');
      const amount = form.getByLabel('Amount', { exact: true });
      await amount.fill('321');
      const submit = form.getByRole('button', { name: 'Deposit now' });
      await submit.click();

      await form.getByRole('alert').filter({ hasText: ACTION_FAILED }).waitFor();
      expect(await amount.inputValue()).toBe('321');
      expect(await submit.isEnabled()).toBe(true);
      expect(await balance.textContent()).toBe(before);
    }),
  );
});

/** Long enough for a double tap to land while the first call is pending. */
const SLOW_MS = 1000;

/** A form whose submit is tapped twice under a slow connection. */
interface SubmitRow {
  form: string;
  path: string;
  /** `METHOD /path` of the submit call. */
  call: string;
  fill?(main: Locator): Promise<void>;
  submit(main: Locator): Locator;
  done(page: Page): Locator;
}

const SUBMIT_ROWS: SubmitRow[] = [
  {
    form: 'deposit',
    path: '/m/voucherCenter',
    call: 'POST /wps/member/deposit',
    fill: (m) => m.getByLabel('Amount', { exact: true }).fill('500'),
    submit: (m) => m.getByRole('button', { name: 'Deposit now' }),
    done: (page) => page.getByRole('dialog', { name: 'Deposit successful' }),
  },
  {
    form: 'withdraw',
    path: '/m/withdraw',
    call: 'POST /wps/member/withdraw',
    fill: async (m) => {
      await m.getByRole('textbox', { name: 'Amount' }).fill('100');
      await m.getByLabel('Payment password', { exact: true }).fill('123456');
    },
    submit: (m) => m.getByRole('button', { name: 'Withdraw now' }),
    done: (page) => page.getByRole('dialog', { name: 'Withdrawal submitted' }),
  },
  {
    form: 'daily sign-in',
    path: '/m/activity/signIn',
    call: 'POST /wps/member/signIn',
    submit: (m) => m.getByRole('button', { name: 'Sign in now +15 points' }),
    done: (page) => main(page).getByRole('button', { name: 'Signed in today' }),
  },
  {
    form: 'reward claim',
    path: '/m/rewardCenter',
    call: 'POST /wps/member/reward/claim',
    submit: (m) => m.getByRole('listitem', { name: 'First deposit bonus' }).getByRole('button', { name: 'Claim' }),
    done: (page) => main(page).getByRole('listitem', { name: 'First deposit bonus' }).getByText('Claimed', { exact: true }),
  },
];

describe('no double submit: a double tap under a slow connection sends one request', () => {
  it.concurrent.each(SUBMIT_ROWS)('$form', (row) =>
    withPage(async (page) => {
      await open(page, row.path);
      await row.fill?.(main(page));
      const submit = row.submit(main(page));
      await submit.waitFor();
      await setMock(page, { latency: SLOW_MS });
      await submit.dblclick();
      await row.done(page).waitFor();
      expect(await apiCalls(page, row.call)).toBe(1);
    }),
  );
});
