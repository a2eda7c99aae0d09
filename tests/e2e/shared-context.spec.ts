/**
 * A worker's tests take turns on one browser context (tests/e2e/harness/browser.ts): what a test leaves
 * there (storage, a cookie, a route, the offline switch, another tab), the next one does not find, and
 * `page.clock`, which would stay on the context, is refused.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoApp, useBrowser } from './harness/browser';

const app = useBrowser();
const MARK = 'left-behind';
let first: BrowserContext | undefined;

describe('the shared browser context', () => {
  it('takes what a test leaves', async () => {
    const page = await app.newPage();
    first = page.context();
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page.evaluate(async (mark) => {
      localStorage.setItem(mark, '1');
      document.cookie = `${mark}=1; path=/`;
      await new Promise((opened) => (indexedDB.open(mark).onsuccess = opened));
    }, MARK);
    await first.route(`**/${MARK}`, (route) => route.fulfill({ body: 'routed' }));
    await first.newPage();
    await first.setOffline(true);
  });

  it('gives the next test none of it', async () => {
    const page = await app.newPage();
    expect(page.context()).toBe(first);
    expect(page.context().pages()).toEqual([page]);
    await gotoApp(page, '/m/home', { lang: 'en' });
    const found = await page.evaluate(
      async ({ mark, base }) => ({
        stored: localStorage.getItem(mark),
        cookie: document.cookie.includes(mark),
        database: (await indexedDB.databases()).some((database) => database.name === mark),
        routed: (await (await fetch(`${base}/${mark}`)).text()) === 'routed',
      }),
      { mark: MARK, base: inject('baseUrl') },
    );
    expect(found).toEqual({ stored: null, cookie: false, database: false, routed: false });
    expect(() => page.clock).toThrow(/ownContext/);
  });
});
