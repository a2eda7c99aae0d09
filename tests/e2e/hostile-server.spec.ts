/**
 * A hostile server against the built demo (`mock.hostile=1`, mock-server/hostile.ts): every URL and
 * HTML field the server supplies carries script URLs in every dress, scheme-relative and backslash
 * hosts, plain http, and HTML dressed in the app's own classes. Every screen that shows or follows
 * them is walked and each link and launch tapped: nothing runs (`window.__xss` stays unset, no
 * dialog), nothing leaves the site (no navigation off the origin, popups only to https, without
 * `opener`), nothing is drawn over the app (server HTML keeps no class, id or style; the bottom
 * menu stays the real one).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoApp, screenshot, setMock, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';
import { unfoldServiceWidget } from './service-widget';

const app = useBrowser();
const HOSTILE = { lang: 'en', 'mock.hostile': '1' };
const URL_REFUSED = 'The requested URL is empty';
/** Where the allowed https links of the hostile server go: answered here with a blank page, never reached. */
const OTHER_SITE = 'https://evil.example/';
const OTHER_SITE_PAGE = '<!doctype html><title>other site</title>';

interface Watch {
  dialogs: string[];
  /** Main-frame navigations away from the app's origin. */
  offSite: string[];
  /** Every URL a popup (new tab) was at. */
  popupUrls: string[];
  /** Requests to any other origin (from the app or its popups). */
  requests: string[];
}

/** Record everything that could show the app following a hostile value; other sites are answered locally, never reached. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], offSite: [], popupUrls: [], requests: [] };
  const origin = new URL(inject('baseUrl')).origin;
  const context = page.context();
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    seen.requests.push(url);
    return url.startsWith(OTHER_SITE)
      ? route.fulfill({ contentType: 'text/html', body: OTHER_SITE_PAGE })
      : route.abort();
  });
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin !== origin) seen.offSite.push(frame.url());
  });
  context.on('page', (popup) => {
    seen.popupUrls.push(popup.url());
    popup.on('dialog', (dialog) => {
      seen.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    popup.on('framenavigated', (frame) => {
      if (frame === popup.mainFrame()) seen.popupUrls.push(frame.url());
    });
  });
  return seen;
}

/** Nothing ran, nothing left the site, popups went only to https other sites. */
async function expectNothingFollowed(page: Page, seen: Watch) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
  expect(seen.offSite).toEqual([]);
  expect(new URL(page.url()).origin).toBe(new URL(inject('baseUrl')).origin);
  expect(seen.popupUrls.filter((url) => url !== 'about:blank' && !url.startsWith(OTHER_SITE))).toEqual([]);
  expect(seen.requests.filter((url) => !url.startsWith(OTHER_SITE))).toEqual([]);
}

/**
 * The server HTML on screen borrowed nothing of the app's chrome: no class, id, style or popover;
 * nothing of it positioned over the page; one bottom menu, and it is the one at the bottom.
 */
async function expectChromeIntact(page: Page) {
  const report = await page.evaluate(() => {
    const hostile = Array.from(document.querySelectorAll('[data-hostile]'));
    const menus = document.querySelectorAll('.bottom-menu');
    const box = menus[0]?.getBoundingClientRect();
    // With a dialog open its mask covers the menu; otherwise what is drawn there must be the menu itself.
    const covered = document.querySelector('[role="dialog"], dialog[open]') !== null;
    const atMenu = box && !covered ? document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) : null;
    return {
      shown: hostile.length,
      borrowed: hostile.flatMap((el) =>
        ['class', 'id', 'style', 'popover', 'name'].filter((a) => el.hasAttribute(a)).map((a) => `${el.tagName}[${a}]`),
      ),
      positioned: hostile.filter((el) => getComputedStyle(el).position !== 'static').map((el) => el.tagName),
      bottomMenus: menus.length,
      menuOnTop: covered ? 'covered by a dialog' : !!atMenu && menus[0]!.contains(atMenu),
      fakeToasts: Array.from(document.querySelectorAll('.toast')).filter((el) => el.textContent?.includes('HOSTILE'))
        .length,
      fields: document.querySelectorAll(
        '[data-hostile] input, [data-hostile] button, form[data-hostile], dialog[data-hostile], [data-hostile] script',
      ).length,
    };
  });
  expect(report.shown).toBeGreaterThan(0);
  expect(report).toMatchObject({ borrowed: [], positioned: [], bottomMenus: 1, fakeToasts: 0, fields: 0 });
  expect(report.menuOnTop).not.toBe(false);
}

/** Absent now and for the next second (while the calls that could bring it answer). */
async function expectStaysAbsent(target: Locator) {
  for (let i = 0; i < 5; i++) {
    expect(await target.count()).toBe(0);
    await target.page().waitForTimeout(200);
  }
}

const toasts = (page: Page) => page.locator('.toaster .toast');

/** Tap a link or button that follows a hostile value the policy refuses: the message, and the page stays. */
async function expectRefused(page: Page, target: Locator, tap: 'click' | 'force' | 'dispatch' = 'click') {
  const before = page.url();
  // Mark the toasts already up (one may time out meanwhile, so counting them can miss the new one).
  await toasts(page).evaluateAll((shown) => shown.forEach((toast) => toast.setAttribute('data-seen', '')));
  if (tap === 'dispatch') await target.dispatchEvent('click');
  else await target.click({ force: tap === 'force' });
  const fresh = page.locator('.toaster .toast:not([data-seen])').filter({ hasText: URL_REFUSED });
  await expect.poll(() => fresh.count()).toBeGreaterThan(0);
  expect(page.url()).toBe(before);
}

/** Tap a link to an allowed https site: it opens in a new tab, cut from the app. */
async function expectOpensOutside(page: Page, target: Locator) {
  const popup = page.context().waitForEvent('page');
  await target.click();
  const tab = await popup;
  await tab.waitForLoadState('load');
  expect(tab.url().startsWith(OTHER_SITE)).toBe(true);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
}

/** Tap every link of the server HTML in `scope`: a refused link has no href and goes nowhere. */
async function tapServerLinks(page: Page, scope: Locator) {
  const links = scope.locator('a[data-hostile]');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    const href = await link.getAttribute('href');
    if (href === null) await link.click();
    else await expectOpensOutside(page, link);
  }
  expect(
    await scope.locator('a[data-hostile][href]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
  ).toEqual(['https://evil.example/html']);
}

describe('a hostile server', () => {
  it('as a visitor: notice popup, banners, social and service links, help, app download, login footer and maintenance follow nothing hostile', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', HOSTILE);
    const seen = await watch(page);

    // The home notice popup shows the hostile HTML inside the app's own dialog.
    const notice = page.getByRole('dialog', { name: 'Welcome! 100% bonus on your first deposit' });
    await notice.waitFor();
    await expectChromeIntact(page);
    await screenshot(page, 'hostile-notice-popup');
    await tapServerLinks(page, notice);
    await notice.getByRole('button', { name: 'Skip' }).click();
    await notice.waitFor({ state: 'detached' });

    // The home banner's link is `//evil.example/…`: on this http page plain http, refused.
    // The carousel may be sliding: the tap is dispatched to the link itself.
    await expectRefused(page, page.locator('a:has(img.banner__image)').first(), 'dispatch');

    // Telegram: a vbscript: link and an https one; Facebook: `//host` and `/\host`.
    const shortcuts = page.getByRole('complementary', { name: 'Service shortcuts' });
    await unfoldServiceWidget(page);
    await shortcuts.getByRole('button', { name: 'Telegram' }).click();
    const telegram = page.getByRole('list', { name: 'Telegram links' });
    await expectRefused(page, telegram.getByRole('link', { name: 'Telegram support' }));
    await expectOpensOutside(page, telegram.getByRole('link', { name: 'Telegram news' }));
    await shortcuts.getByRole('button', { name: 'Facebook' }).click();
    const facebook = page.getByRole('list', { name: 'Facebook links' });
    await expectRefused(page, facebook.getByRole('link', { name: 'Facebook', exact: true }));
    await expectRefused(page, facebook.getByRole('link', { name: 'Facebook group' }));
    await screenshot(page, 'hostile-home');

    // The customer-service links (status and dedicated call) are refused: the service menu's entry
    // falls back to the app's own customer page.
    await shortcuts.getByRole('button', { name: 'Open the service menu' }).click();
    await page.getByRole('dialog', { name: 'Service' }).getByRole('link', { name: 'Customer service' }).click();
    await page.waitForURL((url) => url.pathname === '/m/customer');

    // Help centre: its topics are hostile HTML.
    await gotoApp(page, '/m/help', HOSTILE);
    await page.getByRole('button', { name: 'How do I deposit?' }).click();
    await expectChromeIntact(page);
    await screenshot(page, 'hostile-help');
    await tapServerLinks(page, page.getByRole('region', { name: 'How do I deposit?' }));

    // App download: control characters, a tab and data: in the links.
    await gotoApp(page, '/m/app', HOSTILE);
    const downloads = page.getByRole('list', { name: 'Download links' });
    for (const name of ['Download for iPhone', 'Download for Android', 'Install the iOS profile']) {
      await expectRefused(page, downloads.getByRole('link', { name }));
    }

    // Customer service: neither the refused main link nor the hostile entries are listed.
    await gotoApp(page, '/m/customer', HOSTILE);
    await page.getByText('We are here for you 24 hours a day, 7 days a week.').waitFor();
    await expectStaysAbsent(page.getByRole('link', { name: /Online customer service/ }));
    await expectStaysAbsent(page.getByRole('heading', { name: 'More ways to reach us' }));

    // The login form's footer: the app's customer page too.
    await gotoApp(page, '/m/login', HOSTILE);
    await page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'Customer service' }).click();
    await page.waitForURL((url) => url.pathname === '/m/customer');

    // The maintenance page's contact button has no link to follow.
    await setMock(page, { maintenance: true });
    await gotoApp(page, '/m/home', HOSTILE);
    const contact = page.getByRole('link', { name: 'Contact customer service' });
    expect(await contact.getAttribute('href')).toBeNull();
    expect(await contact.getAttribute('aria-disabled')).toBe('true');
    await expectRefused(page, contact, 'force');
    await setMock(page, { maintenance: false });

    await expectNothingFollowed(page, seen);
  });

  it('as a member: winner board, game and lottery launches, live chat, inbox, notices and the invite link follow nothing hostile', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'demo01', { query: HOSTILE });
    const seen = await watch(page);

    // Winner names are markup: shown as text. Tapping a winner launches a game whose URL is refused.
    // Home's lower sections render as they are scrolled near: scroll until the board is in.
    const board = page.getByRole('region', { name: 'Big winners' });
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return board.count();
      })
      .toBeGreaterThan(0);
    // (The suite's phone prefers reduced motion: the board stands still under the tap.)
    const winner = board.getByRole('list').getByRole('button').first();
    expect(await winner.textContent()).toContain('<img src=x onerror=');
    await expectRefused(page, winner);

    // /m/launchGame: the failure card instead of the game.
    await gotoApp(page, '/m/launchGame', { ...HOSTILE, gameId: 'GPI_0001', prize_mode: 'Lott', pageBack: '/m/lott' });
    await page.getByRole('alert').filter({ hasText: URL_REFUSED }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/launchGame');

    // Lottery Play Now (of a lottery on sale: a daily one is off sale outside its window): a data: URL.
    await gotoApp(page, '/m/lott', HOSTILE);
    await expectRefused(page, page.getByRole('button', { name: /^Play Now: /, disabled: false }).first());

    // Live chat: the tab opened during the tap is closed again, never pointed at the javascript: URL.
    await gotoApp(page, '/m/customer', HOSTILE);
    const tab = page.context().waitForEvent('page');
    await expectRefused(page, page.getByRole('button', { name: /Live chat/ }));
    const chatTab = await tab;
    await expect.poll(() => chatTab.isClosed()).toBe(true);

    // Inbox: a mail's body is hostile HTML.
    await gotoApp(page, '/m/webEmail', HOSTILE);
    await page
      .getByRole('list', { name: 'Message list' })
      .getByRole('button', { name: /Welcome to Lucky Star/ })
      .click();
    const mail = page.getByRole('dialog', { name: 'Welcome to Lucky Star' });
    await mail.waitFor();
    await expectChromeIntact(page);
    await screenshot(page, 'hostile-mail');
    await tapServerLinks(page, mail);
    await mail.getByRole('button', { name: 'Done' }).click();

    // Notices: an expanded notice is hostile HTML.
    await gotoApp(page, '/m/message', HOSTILE);
    await page
      .getByRole('main')
      .getByRole('button', { name: /Responsible gaming reminder/ })
      .click();
    await expectChromeIntact(page);
    await tapServerLinks(page, page.getByRole('region', { name: /Responsible gaming reminder/ }));

    // The invite link: the hostile affiliate link is not handed out; the register page is.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Invite' }).click();
    const link = await page.getByLabel('Your invite link').inputValue();
    expect(link.startsWith(`${inject('baseUrl')}/m/register?`)).toBe(true);

    await expectNothingFollowed(page, seen);
  });
});
