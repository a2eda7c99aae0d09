/**
 * Keyboard use against the built demo: skip links make the content and the bottom menu a few Tab
 * presses away on the longest page, and tab lists follow the WAI-ARIA tabs pattern (arrows, Home, End).
 */
import { describe, expect, it } from 'vitest';
import { gotoApp, skipNoticePopup, useBrowser } from './harness/browser';

const app = useBrowser();

const focused = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { text: el?.textContent?.trim() ?? '', role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() };
  });

describe('keyboard', () => {
  it('reaches the bottom menu of /m/home in four Tab presses through the skip link', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'attached' });

    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to the main menu');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe(
      'Main menu',
    );
    expect((await focused(page)).text).toBe('Home');
  });

  it('skips to the content past the top bar', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/rng', { lang: 'en' });
    await page.getByRole('button', { name: 'Search games' }).waitFor();
    await page.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'attached' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/login', { lang: 'en' });
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await tabs.first().waitFor();
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    expect(await tabs.nth(count - 1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Home');
    expect(await tabs.first().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await tabs.nth(count - 1).evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
