/**
 * The error catalogue, page by page (games-and-content §8, accounts-and-access §8, DECISIONS §2):
 * every page's load call failing through `mock.fail=<call>` shows "Load failed, click to retry"
 * where the content belongs, never a blank screen, and the retry loads the content once the
 * failure ends. Then the actions: a failing favourite and mark-read (mail, announcement) keep what
 * the user had and say so. Last the forms (deposit, withdraw, daily sign-in, reward claim, mall
 * redeem, avatar, profile, payment password), each double-tapped under a slow connection: failing,
 * one request, "Request failed, please try again", the input kept and the button usable again;
 * then going through, again with one request.
 *
 * No mock control produces an unknown error code (`mock.fail` answers 500 `system.error`, and every
 * code a mock handler throws is mapped), so "Unknown error" is proven by the unit tests of the
 * mapping (src/api/http.test.ts), not here. Offline, slow, maintenance, region and token expiry are
 * in errors.spec.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EndpointName } from '../../src/api/endpoints';
import { apiCalls, countApiCalls } from './harness/api-calls';
import { gotoApp, newPage, setMock, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

const LOAD_FAILED = 'Load failed, click to retry';
/** What a failed action (not a page load) says: there is no retry button to click. */
const ACTION_FAILED = 'Request failed, please try again';
/** A failing load shows its message after the query's one retry (1 s); a busy machine needs the slack. */
const LOAD_TIMEOUT_MS = 20_000;

/** A failing load: the call, where its message and then its content appear. */
interface FailingLoad {
  call: EndpointName;
  scope(page: Page): Locator;
  /** Proof the content loaded. */
  content(scope: Locator): Locator;
}

/** One row of the catalogue: a screen whose load call fails from the page's start. */
interface LoadRow extends FailingLoad {
  screen: string;
  path: string;
  /** A localStorage copy to drop first (the screen would show it instead of failing). */
  forget?: string;
  /** Then a call the user's steps make on the same screen (search, a modal) fails too. */
  then?: FailingLoad & { steps(page: Page): Promise<void> };
}

const main = (page: Page) => page.getByRole('main');
const region = (name: string) => (page: Page) => page.getByRole('region', { name, exact: true });

const LOAD_ROWS: LoadRow[] = [
  // Games
  {
    screen: '/m/home game sections',
    call: 'vendorSorting',
    path: '/m/home',
    scope: main,
    content: (s) => s.getByRole('region', { name: 'Slots', exact: true }),
  },
  {
    screen: '/m/sports game centre',
    call: 'vendorSorting',
    path: '/m/sports',
    scope: main,
    content: (s) => s.getByRole('button', { name: 'SABA Sports Play' }),
  },
  {
    screen: '/m/rng list, then its search',
    call: 'gameList',
    path: '/m/rng',
    scope: main,
    content: (s) => s.getByRole('list', { name: 'Slots games' }),
    then: {
      call: 'gameList',
      steps: async (page) => {
        await page.getByRole('button', { name: 'Search games' }).click();
        await page.getByRole('dialog', { name: 'Search games' }).getByRole('searchbox').fill('dragon');
      },
      scope: (page) =>
        page.getByRole('dialog', { name: 'Search games' }).getByRole('region', { name: 'Search results' }),
      content: (s) => s.getByRole('button', { name: /^Play / }).first(),
    },
  },
  // Lottery (the menu is kept in localStorage and shown while it refreshes: the message shows only without that copy)
  {
    screen: '/m/lott recent tab',
    call: 'recentGames',
    path: '/m/lott?tab=recent',
    scope: main,
    content: (s) => s.getByRole('tabpanel').filter({ hasNotText: LOAD_FAILED }),
  },
  {
    screen: '/m/lott lobby, then its history modal (no cached copy)',
    call: 'lotteryMenu',
    path: '/m/lott',
    forget: 'MC_LOTTERY_LISTS.menu.Lott.EN',
    scope: main,
    content: (s) => s.getByRole('article', { name: 'Vietnam Super Fast 1 min' }),
    then: {
      call: 'lotteryHistory',
      steps: (page) => page.getByRole('button', { name: 'History Result' }).click(),
      scope: (page) => page.getByRole('dialog', { name: 'History Result' }),
      content: (s) =>
        s
          .getByRole('list', { name: /^Draw history of / })
          .getByRole('listitem')
          .first(),
    },
  },
  {
    screen: '/m/lottery results (no cached copy)',
    call: 'lotteryMenu',
    path: '/m/lottery',
    forget: 'MC_LOTTERY_LISTS.menu.Lott.EN',
    scope: main,
    content: (s) => s.getByRole('list', { name: /^Draw history of / }),
  },
  // Content
  {
    screen: '/m/notice announcements',
    call: 'announcements',
    path: '/m/notice',
    scope: main,
    content: (s) => s.getByRole('list', { name: 'Announcements' }),
  },
  // The promotions show whatever their categories do: what the retry brings back is the category menu.
  {
    screen: '/m/activity promotion categories',
    call: 'promotionCategories',
    path: '/m/activity',
    scope: main,
    content: (s) =>
      s.getByRole('navigation', { name: 'Promotion categories' }).getByRole('button', { name: 'Daily rewards' }),
  },
  {
    screen: '/m/activity promotion list',
    call: 'announcements',
    path: '/m/activity',
    scope: main,
    content: (s) => s.getByRole('button', { name: /First deposit bonus 100%/ }),
  },
  {
    screen: '/m/help help centre',
    call: 'helpCentre',
    path: '/m/help',
    scope: main,
    content: (s) => s.getByRole('button', { name: 'How do I deposit?' }),
  },
  // Member
  // Member info is kept in localStorage and shown while it refreshes: the message shows only without that copy.
  {
    screen: '/m/member/home member centre (no cached copy)',
    call: 'memberInfo',
    path: '/m/member/home',
    forget: 'MC_MEMBER_INFO',
    scope: main,
    content: (s) => s.getByRole('heading', { name: 'Lucky Demo' }),
  },
  {
    screen: '/m/securityCenter security centre (no cached copy)',
    call: 'memberInfo',
    path: '/m/securityCenter',
    forget: 'MC_MEMBER_INFO',
    scope: main,
    content: (s) => s.getByRole('link', { name: 'Change' }),
  },
  {
    screen: '/m/myAccount/index my account (no cached copy)',
    call: 'memberInfo',
    path: '/m/myAccount/index',
    forget: 'MC_MEMBER_INFO',
    scope: main,
    content: (s) => s.getByText('+84 912****678'),
  },
  {
    screen: '/m/webEmail inbox',
    call: 'mailList',
    path: '/m/webEmail',
    scope: main,
    content: (s) => s.getByRole('list', { name: 'Message list' }),
  },
  {
    screen: '/m/voucherCenter deposit',
    call: 'depositChannels',
    path: '/m/voucherCenter',
    scope: main,
    content: (s) => s.getByRole('button', { name: 'Deposit now' }),
  },
  {
    screen: '/m/withdraw withdraw',
    call: 'withdrawInfo',
    path: '/m/withdraw',
    scope: main,
    content: (s) => s.getByRole('button', { name: 'Withdraw now' }),
  },
  {
    screen: '/m/transaction/record transactions',
    call: 'transactionRecords',
    path: '/m/transaction/record',
    scope: main,
    content: (s) => s.getByRole('list', { name: 'Transactions' }),
  },
  {
    screen: '/m/rewardCenter reward centre',
    call: 'rewards',
    path: '/m/rewardCenter',
    scope: main,
    content: (s) => s.getByRole('status', { name: 'Ready to claim' }),
  },
  {
    screen: '/m/activity/signIn daily sign-in',
    call: 'signInStatus',
    path: '/m/activity/signIn',
    scope: main,
    content: (s) => s.getByRole('status', { name: 'Days in a row' }),
  },
  {
    screen: '/m/mall/mallHome points mall',
    call: 'mall',
    path: '/m/mall/mallHome',
    scope: main,
    content: (s) => s.getByRole('status', { name: 'My points' }),
  },
  {
    screen: '/m/member/benefits member benefits',
    call: 'clubBenefit',
    path: '/m/member/benefits',
    scope: main,
    content: (s) => s.getByRole('status', { name: 'Current level' }),
  },
  {
    screen: '/m/gameRecord game records',
    call: 'gameRecords',
    path: '/m/gameRecord',
    scope: main,
    content: (s) => s.getByRole('list', { name: 'Game rounds' }),
  },
];

/** Not a blank screen: the app's header is there and no route fell into the error view. */
async function expectNotBlank(page: Page) {
  expect(await page.getByRole('banner').first().isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
}

// Logged-in pages shared by the file: the tests (of all three describe blocks at once, so no page
// idles while one block finishes) run a few at a time, each on a page of its own, since most of a
// test is waiting (the query's retry, the slow connection). Every test opens its screen with a full
// load, which sets the mock controls afresh, and leaves the mock data as the other tests expect it.
const PARALLEL_PAGES = 4;
const idle: Page[] = [];
const waiting: ((page: Page) => void)[] = [];

async function countingPage(): Promise<Page> {
  const page = await newPage(app.browser);
  await skipNoticePopup(page);
  await countApiCalls(page);
  return page;
}

/** Open a file of the demo's origin that runs no app: its storage can change with nothing writing back. */
const leaveApp = (page: Page) => page.goto(new URL('/favicon.svg', inject('baseUrl')).href).then(() => undefined);

async function loggedInPage(username = 'demo01'): Promise<Page> {
  const page = await countingPage();
  await logInAs(page, username, { query: { 'mock.reset': '1' } });
  return page;
}

/** `count` pages of demo01: one logs in, the others get a copy of its storage (session and mock database). */
async function demoPages(count: number): Promise<Page[]> {
  const first = await loggedInPage();
  await leaveApp(first);
  const storage = await first.evaluate(() => Object.entries(localStorage));
  const copies = Array.from({ length: count - 1 }, async () => {
    const page = await countingPage();
    await leaveApp(page);
    await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), storage);
    return page;
  });
  return [first, ...(await Promise.all(copies))];
}

/** Run `use` on an idle shared page, waiting for one if all are busy; or, given `username`, on a page of its own. */
async function withPage<T>(use: (page: Page) => Promise<T>, username?: string): Promise<T> {
  if (username) {
    const own = await loggedInPage(username);
    try {
      return await use(own);
    } finally {
      await own.context().close();
    }
  }
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
  idle.push(...(await demoPages(PARALLEL_PAGES)));
});
afterAll(() => Promise.all(idle.map((page) => page.context().close())));

/** Open a screen with no failing call unless `fail` names some (comma-separated). */
const open = (page: Page, path: string, query: Record<string, string> = {}, fail = '') =>
  gotoApp(page, path, { lang: 'en', 'mock.fail': fail, ...query });

/** The retry button of a failed load inside `scope`. */
const retryIn = (scope: Locator) => scope.getByRole('alert').getByRole('button', { name: LOAD_FAILED }).first();

/** The failing load shows its retry (not a blank screen); once the failure ends, the retry loads the content. */
async function expectRetryLoads(page: Page, { scope: scopeOf, content }: FailingLoad) {
  const scope = scopeOf(page);
  const retry = retryIn(scope);
  await retry.waitFor({ timeout: LOAD_TIMEOUT_MS });
  await expectNotBlank(page);
  // The shell's after-load parts (service buttons, footer) come once the page is idle; the footer
  // reads the vendor list the page failed on, and mounting it asks again: let that happen while
  // the call still fails, so what loads the content below is the retry. (Deposit and withdraw have
  // no service buttons; login and register no footer.)
  await page
    .getByRole('complementary', { name: 'Service shortcuts' })
    .or(page.getByRole('region', { name: 'Payment methods' }))
    .first()
    .waitFor({ timeout: LOAD_TIMEOUT_MS });
  await retry.waitFor({ timeout: LOAD_TIMEOUT_MS });

  await setMock(page, { fail: [] });
  await retry.click();
  await content(scope).waitFor({ timeout: LOAD_TIMEOUT_MS });
  expect(await scope.getByRole('button', { name: LOAD_FAILED }).count()).toBe(0);
}

/** The home blocks that load on their own, each under its heading. */
const HOME_BLOCKS: { block: string; call: EndpointName; content(scope: Locator): Locator }[] = [
  { block: 'Hot', call: 'hotGames', content: (s) => s.getByRole('list', { name: 'Hot' }) },
  { block: 'Slots', call: 'gameList', content: (s) => s.getByRole('list', { name: 'Slots' }) },
  { block: 'Vietnam Lottery', call: 'recentVietnamLottery', content: (s) => s.getByRole('table') },
  { block: 'Big winners', call: 'winnerBoard', content: (s) => s.getByRole('list') },
];

describe.concurrent('page loads: "Load failed, click to retry", then the retry loads the content', () => {
  it.concurrent.each(LOAD_ROWS)('$screen: $call fails', (row) =>
    withPage(async (page) => {
      if (row.forget) {
        // Leave the app first: a call the last test left in flight could write the copy back.
        await leaveApp(page);
        await page.evaluate((key) => localStorage.removeItem(key), row.forget);
      }
      await open(page, row.path, {}, row.call);
      await expectRetryLoads(page, row);
      if (row.then) {
        await setMock(page, { fail: [row.then.call] });
        await row.then.steps(page);
        await expectRetryLoads(page, row.then);
      }
    }),
  );

  it.concurrent(
    'a failed banner or notice bar keeps its box: the retry fits inside each, and the bar keeps its height once loaded',
    ({ expect }) =>
      withPage(async (page) => {
        await open(page, '/m/home', {}, 'announcements');
        // A layout check: the promo slots and the notice bar are plain boxes, found by their class.
        await page.locator('.promo-banners__slot').last().getByRole('button', { name: LOAD_FAILED }).waitFor();
        const boxes = [...(await page.locator('.promo-banners__slot').all()), page.locator('.notice-marquee')];
        expect(boxes).toHaveLength(3);
        for (const box of boxes) {
          const [outer, inner] = [
            (await box.boundingBox())!,
            (await box.getByRole('button', { name: LOAD_FAILED }).boundingBox())!,
          ];
          expect(inner.x).toBeGreaterThanOrEqual(outer.x);
          expect(inner.y).toBeGreaterThanOrEqual(outer.y);
          expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
          expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
        }
        const failedHeight = (await boxes[2].boundingBox())!.height;
        await setMock(page, { fail: [] });
        await boxes[2].getByRole('button', { name: LOAD_FAILED }).click();
        await page.getByRole('button', { name: /^Announcements/ }).waitFor();
        expect((await page.locator('.notice-marquee').boundingBox())!.height).toBe(failedHeight);
      }),
  );

  it.concurrent(
    `/m/home blocks (${HOME_BLOCKS.map((b) => b.call).join(', ')} fail): each block shows its own retry and reloads alone`,
    ({ expect }) =>
      withPage(async (page) => {
        await open(page, '/m/home', {}, HOME_BLOCKS.map((b) => b.call).join(','));
        const scopeOf = (block: string) => region(block)(page);
        for (const { block } of HOME_BLOCKS) {
          // A block below the fold asks for its data only once scrolled near; scroll again if a lazy
          // chunk swapped the block in meanwhile.
          await expect
            .poll(() =>
              scopeOf(block)
                .scrollIntoViewIfNeeded()
                .then(
                  () => true,
                  () => false,
                ),
            )
            .toBe(true);
          await retryIn(scopeOf(block)).waitFor({ timeout: LOAD_TIMEOUT_MS });
        }
        await expectNotBlank(page);

        await setMock(page, { fail: [] });
        for (const [index, { block, content }] of HOME_BLOCKS.entries()) {
          await retryIn(scopeOf(block)).click();
          await content(scopeOf(block)).waitFor({ timeout: LOAD_TIMEOUT_MS });
          expect(await scopeOf(block).getByRole('button', { name: LOAD_FAILED }).count()).toBe(0);
          // The blocks not retried yet still show their own retry.
          for (const later of HOME_BLOCKS.slice(index + 1))
            expect(await retryIn(scopeOf(later.block)).isVisible()).toBe(true);
        }
      }),
  );
});

/** The message (a toast or next to the form, role alert) an action shows when its call fails with a server error. */
const failureMessage = (page: Page, message = ACTION_FAILED) =>
  page.getByRole('alert').filter({ hasText: message }).first();

describe.concurrent('actions: loading hidden, state kept, message shown', () => {
  // §4/§8: a failed favourite call hides the loading notice and nothing else.
  const savingGone = (page: Page) =>
    expect.poll(() => page.getByRole('status').filter({ hasText: 'Saving…' }).count()).toBe(0);

  it.concurrent('a failing favourite only hides "Saving…": the star stays as it was, nothing is said', () =>
    withPage(async (page) => {
      await open(page, '/m/rng');
      const grid = page.getByRole('list', { name: 'Slots games' });
      const name = (await grid
        .getByRole('button', { name: /^Favourite /, pressed: false })
        .first()
        .getAttribute('aria-label'))!;
      const star = grid.getByRole('button', { name, exact: true });

      await setMock(page, { fail: ['favouriteAdd'] });
      await star.click();
      await savingGone(page);
      await page.waitForTimeout(300);
      expect(await failureMessage(page).count()).toBe(0);
      expect(await star.getAttribute('aria-pressed')).toBe('false');
    }),
  );

  it.concurrent('unstarring in the favourites tab that fails only hides "Saving…": the game stays off the list', () =>
    withPage(async (page) => {
      await open(page, '/m/rng', { type: 'fav' });
      const grid = page.getByRole('list', { name: 'Slots games' });
      const name = (await grid
        .getByRole('button', { name: /^Favourite /, pressed: true })
        .first()
        .getAttribute('aria-label'))!.replace('Favourite ', '');

      await setMock(page, { fail: ['favouriteRemove'] });
      await grid.getByRole('button', { name: `Favourite ${name}` }).click();
      await grid.getByRole('button', { name: `Play ${name}` }).waitFor({ state: 'detached' });
      await savingGone(page);
      await page.waitForTimeout(300);
      expect(await failureMessage(page).count()).toBe(0);
      expect(await grid.getByRole('button', { name: `Play ${name}` }).count()).toBe(0);
    }),
  );

  it.concurrent('a failing mail mark-read leaves the message unread and says so', () =>
    withPage(async (page) => {
      await open(page, '/m/webEmail');
      const inbox = main(page);
      await inbox.getByRole('status', { name: '3 unread' }).waitFor();

      await setMock(page, { fail: ['mailRead'] });
      await inbox
        .getByRole('list', { name: 'Message list' })
        .getByRole('button', { name: /^Unread: Welcome to Lucky Star/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Welcome to Lucky Star' });
      await dialog.getByText('first deposit bonus').waitFor();
      await failureMessage(page).waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await inbox.getByRole('button', { name: /^Unread: Welcome to Lucky Star/ }).waitFor();
      expect(await inbox.getByRole('status', { name: '3 unread' }).count()).toBe(1);
    }),
  );

  it.concurrent(
    'a failing announcement mark-read is silent and shows it unread again; opening it again marks it',
    ({ expect }) =>
      withPage(async (page) => {
        await open(page, '/m/notice');
        const toggle = main(page).getByRole('button', { name: /Security tip/ });
        const unreadDot = toggle.getByRole('img', { name: 'Unread' });
        await unreadDot.waitFor();

        const firstLoads = await apiCalls(page, 'announcements');
        await setMock(page, { fail: ['markAnnouncementRead'] });
        await toggle.click();
        // Marked read at once, then the list refetched after the failure says unread again; nothing is said (§7: silent).
        await expect.poll(() => apiCalls(page, 'announcements')).toBeGreaterThan(firstLoads);
        await unreadDot.waitFor();
        expect(await apiCalls(page, 'markAnnouncementRead')).toBe(1);
        expect(await page.getByRole('alert').filter({ hasText: ACTION_FAILED }).count()).toBe(0);
        const listLoads = await apiCalls(page, 'announcements');

        await setMock(page, { fail: [] });
        await toggle.click();
        await toggle.click();
        // The list is refetched once the mark has gone through: the dot stays gone.
        await expect.poll(() => apiCalls(page, 'announcements')).toBeGreaterThan(listLoads);
        expect(await apiCalls(page, 'markAnnouncementRead')).toBe(2);
        expect(await unreadDot.count()).toBe(0);
      }),
  );
});

/** Long enough for a double tap to land while the first call is pending. */
const SLOW_MS = 500;

/** A form whose submit is double-tapped under a slow connection, first failing, then going through. */
interface SubmitRow {
  form: string;
  path: string;
  /** The submit call: failed with `mock.fail`, and counted. */
  call: EndpointName;
  /**
   * What the failure says when not "Request failed, please try again": a money order's 5xx is read
   * back by its key (src/hooks/money-order.ts), and `mock.fail` answers before the order is taken.
   */
  failed?: string;
  /** Who fills it in when not demo01 (on a page of its own). */
  username?: string;
  /** Open the form (a dialog) and fill it in. */
  fill?(page: Page): Promise<void>;
  submit(page: Page): Locator;
  /** After the failure: what the user had is still there. */
  kept?(page: Page): Promise<void>;
  /** A figure the failure must leave as it was (balance, points). */
  unchanged?(page: Page): Locator;
  done(page: Page): Locator;
}

const avatarDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose an avatar' });
const paymentPasswordDialog = (page: Page) => page.getByRole('dialog', { name: 'Set payment password' });
const PAYMENT_PASSWORD_FIELDS: [label: string, value: string][] = [
  ['Login password', 'abc12345'],
  ['New payment password (6 digits)', '246810'],
  ['Confirm payment password', '246810'],
];
const expectValue = async (field: Locator, value: string) => expect(await field.inputValue()).toBe(value);

const SUBMIT_ROWS: SubmitRow[] = [
  {
    form: 'deposit',
    path: '/m/voucherCenter',
    call: 'deposit',
    failed: 'Your deposit was not completed. Nothing was charged.',
    fill: (page) => main(page).getByLabel('Amount', { exact: true }).fill('500'),
    submit: (page) => main(page).getByRole('button', { name: 'Deposit now' }),
    kept: (page) => expectValue(main(page).getByLabel('Amount', { exact: true }), '500'),
    unchanged: (page) => main(page).getByRole('status', { name: 'Total balance' }),
    done: (page) => page.getByRole('dialog', { name: 'Deposit successful' }),
  },
  {
    form: 'withdraw',
    path: '/m/withdraw',
    call: 'withdraw',
    failed: 'Your withdrawal was not completed. Nothing was deducted.',
    fill: async (page) => {
      await main(page).getByRole('textbox', { name: 'Amount' }).fill('100');
      await main(page).getByLabel('Payment password', { exact: true }).fill('123456');
    },
    submit: (page) => main(page).getByRole('button', { name: 'Withdraw now' }),
    kept: async (page) => {
      await expectValue(main(page).getByRole('textbox', { name: 'Amount' }), '100');
      await expectValue(main(page).getByLabel('Payment password', { exact: true }), '123456');
    },
    done: (page) => page.getByRole('dialog', { name: 'Withdrawal submitted' }),
  },
  {
    form: 'daily sign-in',
    path: '/m/activity/signIn',
    call: 'signIn',
    submit: (page) => main(page).getByRole('button', { name: 'Sign in now +15 points' }),
    done: (page) => main(page).getByRole('button', { name: 'Signed in today' }),
  },
  {
    form: 'reward claim',
    path: '/m/rewardCenter',
    call: 'rewardClaim',
    failed: 'Your claim was not completed. The reward is still waiting for you.',
    submit: (page) =>
      main(page).getByRole('listitem', { name: 'First deposit bonus' }).getByRole('button', { name: 'Claim' }),
    done: (page) =>
      main(page).getByRole('listitem', { name: 'First deposit bonus' }).getByText('Claimed', { exact: true }),
  },
  {
    form: 'points mall redeem dialog',
    path: '/m/mall/mallHome',
    call: 'mallRedeem',
    failed: 'Your redemption was not completed. No points were used.',
    fill: (page) =>
      main(page).getByRole('listitem', { name: 'Cash voucher 10' }).getByRole('button', { name: 'Redeem' }).click(),
    submit: (page) => page.getByRole('dialog', { name: 'Redeem this item?' }).getByRole('button', { name: 'Redeem' }),
    kept: (page) =>
      page
        .getByRole('dialog', { name: 'Redeem this item?' })
        .getByText(/You will have [\d,]+ points left/)
        .waitFor(),
    unchanged: (page) => main(page).getByRole('status', { name: 'My points' }),
    done: (page) => page.getByRole('status').filter({ hasText: /^Redeemed! .+ added to your wallet$/ }),
  },
  {
    form: 'avatar change',
    path: '/m/member/home',
    call: 'headIconSet',
    fill: async (page) => {
      await main(page).getByRole('button', { name: 'Change avatar' }).click();
      await avatarDialog(page).getByRole('radio', { name: 'Avatar 5' }).click();
    },
    submit: (page) => avatarDialog(page).getByRole('button', { name: 'Save' }),
    kept: async (page) =>
      expect(await avatarDialog(page).getByRole('radio', { name: 'Avatar 5' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    done: (page) =>
      main(page).getByRole('img', { name: 'Avatar of Lucky Demo' }).and(page.locator('[src$="/avatar5.png"]')),
  },
  {
    form: 'my account profile save',
    path: '/m/myAccount/index',
    call: 'memberInfoUpdate',
    fill: (page) => main(page).getByRole('textbox', { name: 'Email' }).fill('lucky.demo@example.com'),
    submit: (page) => main(page).getByRole('button', { name: 'Save' }),
    kept: async (page) => {
      await expectValue(main(page).getByRole('textbox', { name: 'Email' }), 'lucky.demo@example.com');
      expect(await main(page).getByRole('textbox', { name: 'Email' }).isEnabled()).toBe(true);
    },
    done: (page) => page.getByRole('status').filter({ hasText: 'Change saved' }),
  },
  {
    // A first payment password: agent01 has none (demo01's is the one the withdraw row types).
    form: 'payment password set',
    path: '/m/securityCenter',
    call: 'paymentPasswordSet',
    username: 'agent01',
    fill: async (page) => {
      await main(page).getByRole('button', { name: 'Set', exact: true }).click();
      for (const [label, value] of PAYMENT_PASSWORD_FIELDS)
        await paymentPasswordDialog(page).getByLabel(label, { exact: true }).fill(value);
    },
    submit: (page) => paymentPasswordDialog(page).getByRole('button', { name: 'Save' }),
    kept: async (page) => {
      for (const [label, value] of PAYMENT_PASSWORD_FIELDS)
        await expectValue(paymentPasswordDialog(page).getByLabel(label, { exact: true }), value);
    },
    done: (page) => main(page).getByText('Set: needed for every withdrawal'),
  },
];

describe.concurrent('forms: a double tap under a slow connection sends one request, failing or not', () => {
  it.concurrent.for(SUBMIT_ROWS)('$form: fails with the input kept, then goes through', (row, { expect }) =>
    withPage(async (page) => {
      await open(page, row.path);
      await row.fill?.(page);
      const submit = row.submit(page);
      await submit.waitFor();
      const figure = row.unchanged?.(page).filter({ hasText: /\d/ });
      const before = await figure?.textContent();

      await setMock(page, { latency: SLOW_MS, fail: [row.call] });
      await submit.dblclick();
      await failureMessage(page, row.failed).waitFor();
      await expect.poll(() => submit.isEnabled()).toBe(true);
      expect(await apiCalls(page, row.call)).toBe(1);
      await row.kept?.(page);
      if (figure) expect(await figure.textContent()).toBe(before);

      await setMock(page, { fail: [] });
      await submit.dblclick();
      await row.done(page).waitFor();
      expect(await apiCalls(page, row.call)).toBe(2);
    }, row.username),
  );
});
