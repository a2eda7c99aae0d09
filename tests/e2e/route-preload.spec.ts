/**
 * A route's code and first calls start before the navigation to it (src/app/route-preload.ts):
 * the code of the routes linked in the viewport at a quiet moment, and a pressed link's calls
 * from the finger's touch, before its click.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_SHELL, gotoApp, mockState, skipNoticePopup, useBrowser } from './harness/browser';

// Which files a page asks for: a page with an empty HTTP cache asks for every one.
const app = useBrowser({ ownContext: true });

/** The file of a route's module, from React Router's manifest on the page. */
const moduleOf = (page: Page, routeId: string) =>
  page.evaluate(
    (id) =>
      (window as { __reactRouterManifest?: { routes: Record<string, { module: string }> } }).__reactRouterManifest!
        .routes[id].module,
    routeId,
  );

/** Every same-origin file the page asks for, by path. */
function filesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return asked;
}

describe('route changes', () => {
  it('take the code of the routes linked on screen once the page is quiet, with no tap', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    const asked = filesAsked(page);
    await gotoApp(page, '/m/rng', { lang: 'en' });
    const home = await moduleOf(page, 'home');
    await expect.poll(() => asked.includes(home), { timeout: 15_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/m/rng');
  });

  it("start the pressed link's calls before its click, and the route opens with them", async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page.locator(`${APP_SHELL} .bottom-menu`).waitFor();
    const before = (await mockState(page)).calls.length;
    const slots = page.getByRole('link', { name: 'Slots', exact: true }).first();
    await slots.dispatchEvent('pointerdown', { button: 0, isPrimary: true, pointerType: 'touch' });
    const slotsLists = async () =>
      (await mockState(page)).calls
        .slice(before)
        .filter((call) => call.name === 'gameList' && (call.payload as { gameType?: string }).gameType === 'RNG');
    await expect.poll(async () => (await slotsLists()).length, { timeout: 10_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/m/home');

    await slots.click();
    await page.waitForURL('**/m/rng');
    await page.getByRole('main').getByRole('img').first().waitFor();
    // The navigation took the list under way rather than asking again.
    expect(await slotsLists()).toHaveLength(1);
  });
});
