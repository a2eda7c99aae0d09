/**
 * Foundation flows of the app shell against the built demo: layout, home aliases and deep links,
 * the status gate, the logged-out guard of the bottom menu, languages and a real login.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, setMock, skipNoticePopup, useBrowser } from './harness/browser';

const app = useBrowser();

const BOTTOM_MENU_EN = ['Home', 'Promotions', 'Deposit', 'Invite', 'Me'];
const BOTTOM_MENU_TY = ['首页', '优惠', '存款', '邀请', '我的'];

const bottomMenu = (page: Page, name = 'Main menu') => page.getByRole('navigation', { name });

/** Accessible names of the bottom menu entries, in order. */
async function bottomMenuEntries(page: Page, name?: string): Promise<string[]> {
  const menu = bottomMenu(page, name);
  await menu.waitFor();
  const entries = menu.locator(':scope > a, :scope > button');
  return (await entries.allInnerTexts()).map((text) => text.trim());
}

const homeHeading = (page: Page) => page.getByRole('heading', { name: 'Home', level: 1 });

describe('app shell', () => {
  it('shows the home shell at 375×812: brand header and the five-entry bottom menu', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en' });

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Open menu' }).waitFor();
    await header.getByText('Lucky Star').waitFor();
    await header.getByRole('link', { name: 'Login' }).waitFor();
    await header.getByRole('link', { name: 'Register' }).waitFor();
    expect(await bottomMenuEntries(page)).toEqual(BOTTOM_MENU_EN);
    await homeHeading(page).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'home');
  });

  it('shows the first home banner still, with its dots, and slides to the next one when the first autoplay step is due', async () => {
    const page = await app.newPage({ motion: true });
    await skipNoticePopup(page);
    await gotoApp(page, '/m/home', { lang: 'en' });
    const carousel = page.getByRole('main').locator('.banner[aria-roledescription="carousel"]').first();
    await carousel.locator('.banner__dots').waitFor();
    const firstBanner = await carousel.getByRole('img').first().getAttribute('alt');
    // Swiper is not loaded while the first banner stands still.
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /BannerSwiper/.test(r.name))),
    ).toBe(false);
    expect(await carousel.locator('.swiper').count()).toBe(0);

    await carousel.locator('.swiper-slide-active').waitFor({ timeout: 9_000 });
    await expect.poll(() => carousel.locator('.swiper-slide-active img').getAttribute('alt')).not.toBe(firstBanner);
  });

  it('shows home for unknown paths and for /, /m, /m/, /m/index, /m/index.html', async () => {
    const page = await app.newPage();
    for (const path of ['/m/nonexistent', '/', '/m', '/m/', '/m/index', '/m/index.html']) {
      await gotoApp(page, path, { lang: 'en' });
      await homeHeading(page).waitFor({ state: 'attached' });
      expect(await bottomMenuEntries(page), path).toEqual(BOTTOM_MENU_EN);
    }
  });

  it('loads a deep link (/m/rng) from the static host inside the real layout', async () => {
    const page = await app.newPage();
    const response = await gotoApp(page, '/m/rng', { lang: 'en' });
    expect(response?.status()).toBe(200);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).waitFor();
    await page.getByRole('main').getByRole('heading', { name: 'Slots' }).first().waitFor();
    expect(await bottomMenuEntries(page)).toEqual(BOTTOM_MENU_EN);
    expect(new URL(page.url()).pathname).toBe('/m/rng');
  });

  it('answers the demo’s calls from the mock’s worker: Mirage never loads into the page', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page.getByRole('main').getByRole('heading', { name: 'Slots' }).first().waitFor();
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/mock-worker-.+\.js$/),
    ]);
    const inPage = await page.evaluate(() => ({
      // Pretender replaces XMLHttpRequest where Mirage starts.
      nativeXhr: XMLHttpRequest.toString().includes('[native code]'),
      mockScripts: performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => /mirage/.test(name)),
    }));
    expect(inPage).toEqual({ nativeXhr: true, mockScripts: [] });
  });

  it('asks for the site status and the vendor sorting list once while the whole home loads', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    // Every call the page hands to the mock's worker, by path.
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { __calls: calls });
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (
        this: Worker,
        message: { type?: string; url?: string },
        options?: StructuredSerializeOptions,
      ) {
        if (message?.type === 'request' && message.url) calls.push(new URL(message.url).pathname);
        post.call(this, message, options);
      } as typeof post;
    });
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page.getByRole('heading', { name: 'Game providers' }).waitFor();
    // Every section renders (each mounts more status readers: tiles resolve their images with it).
    for (let y = 0; y < 12; y += 1) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(500);
    const calls = await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls);
    const count = (path: string) => calls.filter((call) => call.endsWith(path)).length;
    expect(calls.length).toBeGreaterThan(10);
    expect(count('/wps/system/status')).toBe(1);
    expect(count('/GCSGAME_newGameVendor')).toBe(1);
  });
});

describe('side menu', () => {
  it('opens on the first press (its code loads then) with focus inside, closes with Escape and on navigation', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/home', { lang: 'en' });
    const opener = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const hasFocus = (locator: typeof opener) => locator.evaluate((el) => el.contains(document.activeElement));

    await opener.click();
    await menu.waitFor();
    expect(await hasFocus(menu)).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await hasFocus(opener)).toBe(true);

    await opener.click();
    await menu.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/m/login');
    await menu.waitFor({ state: 'detached' });
  });
});

describe('system status gate', () => {
  it('shows the maintenance screen with a contact-customer-service button', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en', 'mock.maintenance': 1 });
    await page.getByRole('heading', { name: 'Under maintenance' }).waitFor();
    await page.getByRole('link', { name: 'Contact customer service' }).waitFor();
    expect(await bottomMenu(page).count()).toBe(0);
    await screenshot(page, 'maintenance');
  });

  it("applies the address's mock controls once: they leave the address, and a reload keeps what QA changed since", async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en', 'mock.maintenance': 1 });
    await page.getByRole('heading', { name: 'Under maintenance' }).waitFor();
    expect(new URL(page.url()).search).toBe('?lang=en');
    await setMock(page, { maintenance: false }); // as the Demo panel's checkbox does
    await page.reload();
    await bottomMenu(page).waitFor();
    expect(await page.getByRole('heading', { name: 'Under maintenance' }).count()).toBe(0);
  });

  it('shows the IP-restricted page with the visitor IP', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en', 'mock.region': 1, 'mock.ip': '203.0.113.7' });
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.getByText('203.0.113.7', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Contact customer service' }).waitFor();
    await screenshot(page, 'ip-restricted');
  });

  it('shows maintenance when the site is both in maintenance and region-restricted', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en', 'mock.region': 1, 'mock.maintenance': 1, 'mock.ip': '203.0.113.7' });
    await page.getByRole('heading', { name: 'Under maintenance' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Access denied' }).count()).toBe(0);
  });
});

describe('languages', () => {
  it('is Chinese (TY) by default', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home');
    expect(await bottomMenuEntries(page, '主菜单')).toEqual(BOTTOM_MENU_TY);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
  });

  it('switches to English with ?lang=en', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en' });
    expect(await bottomMenuEntries(page)).toEqual(BOTTOM_MENU_EN);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
});

describe('session', () => {
  it('sends a logged-out visitor from the bottom-menu deposit to /m/login with the message', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/home', { lang: 'en' });
    await bottomMenu(page).getByRole('link', { name: 'Deposit' }).click();
    await page.waitForURL((url) => url.pathname === '/m/login');
    await page.getByRole('status').filter({ hasText: 'You are not logged in, please login first' }).waitFor();
  });

  it('logs in as demo01 through the login form and shows the balance in the side menu', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/login', { lang: 'en' });
    await page.getByLabel('Username').fill('demo01');
    await page.getByLabel('Password').fill('abc12345');
    await screenshot(page, 'login');
    await page.getByRole('button', { name: 'Login' }).click();

    await page.waitForURL((url) => url.pathname === '/m/home');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText('demo01').first().waitFor();
    await menu.getByRole('status', { name: 'Total balance' }).filter({ hasText: '12,345.67' }).waitFor();
  });
});
