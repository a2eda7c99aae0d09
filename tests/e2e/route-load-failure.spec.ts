/**
 * A route whose code has not loaded yet, opened when its files cannot arrive: offline, it shows
 * the route's error view, whose "Try again" brings the route once the network is back (styled:
 * its stylesheets are linked again); with its file gone (a deploy replaced it), the page reloads
 * once to get the new files, and not again when the new page lacks it too. The shell's optional
 * parts (footer, service buttons) whose code cannot arrive wait for the network instead of taking
 * the app down.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, setMock, skipNoticePopup, useBrowser } from './harness/browser';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';

// Files that cannot arrive: a page with an empty HTTP cache, which cannot answer for the network.
const app = useBrowser({ ownContext: true });
// A file gone after a deploy is gone under any address a retry asks for it (`?retry=n`: src/lib/retryable-import.ts).
const ROUTE_CHUNK = '**/assets/activity-*.js*';

/**
 * Home, with the shell's own lazy widgets in (they load once the page is idle), so only the route's files are missing
 * later. The page takes the code of the routes its links lead to once it is quiet (src/app/route-preload.ts): the
 * route's file is kept from arriving from the start, as for a player whose network failed before.
 */
async function openHomeWithoutRoute(page: Page, missing: (route: Route) => Promise<void>) {
  await page.route(ROUTE_CHUNK, missing);
  await skipNoticePopup(page);
  await gotoApp(page, '/m/home', { lang: 'en' });
  await page.getByRole('complementary', { name: 'Service shortcuts' }).waitFor();
  await page.locator('.site-footer').waitFor();
}

const openPromotions = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Promotions' }).click();
const errorView = (page: Page) => page.getByRole('alert').filter({ hasText: 'Something went wrong' });

describe('a lazy route that fails to load', () => {
  it('offline: shows the error view with "no network", and "Try again" brings the route once back online', async () => {
    const page = await app.newPage();
    await openHomeWithoutRoute(page, (route) => route.abort('internetdisconnected'));

    await page.context().setOffline(true);
    await setMock(page, { offline: true });
    await openPromotions(page);
    await errorView(page).waitFor();
    expect(await errorView(page).textContent()).toContain('No network, please check your connection');
    expect(new URL(page.url()).pathname).toBe('/m/activity');
    await screenshot(page, 'route-load-failure-offline-en');

    // The network is back, and with it the route's file.
    await page.unroute(ROUTE_CHUNK);
    await page.context().setOffline(false);
    await setMock(page, { offline: false });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('First deposit bonus 100%').first().waitFor();
    expect(await errorView(page).count()).toBe(0);
    // The stylesheets that failed offline are linked again and applied, none left dead (the first page's own
    // links are disabled on purpose: their rules came inline with the page, build/inline-styles.ts).
    const stylesheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].map((link) => ({
        href: link.href,
        applied: link.sheet !== null,
      })),
    );
    expect(stylesheets.filter((sheet) => sheet.href.includes('/assets/promotions-'))).toEqual([
      { href: expect.any(String), applied: true },
    ]);
    expect(stylesheets.filter((sheet) => !sheet.applied)).toEqual([]);
  });

  it('after a deploy (its file answers 404): reloads the page once, then shows the error view instead of reloading again', async () => {
    const page = await app.newPage();
    await openHomeWithoutRoute(page, (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }),
    );
    let loads = 0;
    page.on('domcontentloaded', () => loads++);

    await openPromotions(page);
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(1);
    await errorView(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/activity');
    const reloadedFor = await page.evaluate(
      (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
      STORAGE_KEYS.reloadedForMissingFiles,
    );
    expect(reloadedFor).toEqual([expect.stringMatching(/\/assets\/activity-[\w-]+\.js$/)]);

    // The reloaded page lacks the file too: no second reload, and "Try again" stays on the error view. Its attempt
    // is over (the file answered) before the file comes back: a tap while an attempt is under way joins that attempt.
    await Promise.all([
      page.waitForResponse((response) => /\/assets\/activity-/.test(response.url()) && response.status() === 404),
      page.getByRole('button', { name: 'Try again' }).click(),
    ]);
    await page.waitForTimeout(1_000);
    await errorView(page).waitFor();
    expect(loads).toBe(1);

    // Once the file is there again, "Try again" brings the route.
    await page.unroute(ROUTE_CHUNK);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('First deposit bonus 100%').first().waitFor();
    expect(loads).toBe(1);
  });

  it('footer and service buttons whose code cannot arrive: the app stays, and they arrive once the network is back', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    const widgets = '**/assets/{SiteFooter,FloatingService}-*.js';
    await page.route(widgets, (route) => route.abort('internetdisconnected'));
    await gotoApp(page, '/m/home', { lang: 'en' });
    // Their code is asked for once the page is idle, and fails.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/SiteFooter-/.test(entry.name))),
      )
      .toBe(true);
    await page.waitForTimeout(500);
    expect(await errorView(page).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await page.locator('.site-footer').count()).toBe(0);

    // The network drops and returns (the demo's offline control is what makes the page see it).
    await setMock(page, { offline: true });
    await page.unroute(widgets);
    await setMock(page, { offline: false });
    await page.getByRole('complementary', { name: 'Service shortcuts' }).waitFor();
    await page.locator('.site-footer').waitFor();
    expect(await errorView(page).count()).toBe(0);
  });
});
