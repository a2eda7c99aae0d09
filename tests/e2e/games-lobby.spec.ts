/**
 * Games in Chromium against the built demo: home sections in the vendor sorting order,
 * a long slot lobby that stays small in the DOM, provider filter, debounced search, favourites
 * (logged out and in, across a reload), launch into the demo game and back, recent games.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import games from '../../fixtures/games.json';
import { findLowContrastOverGradients } from './harness/gradient-contrast';
import { gotoApp, screenshot, useBrowser } from './harness/browser';
import { logInAs, submitLogin } from './member-session';

const app = useBrowser();
const MAX_DOM_NODES = 1_500;

const slotGrid = (page: Page) => page.getByRole('list', { name: 'Slots games' });
/** The names of the grid's tiles, once it shows at least `atLeast` (its first screen renders before the rows below it). */
async function tileNames(page: Page, atLeast = 1): Promise<string[]> {
  await slotGrid(page)
    .locator('.game-tile__name')
    .nth(atLeast - 1)
    .waitFor();
  return slotGrid(page).locator('.game-tile__name').allInnerTexts();
}
/** The player's own lists open on All providers: his games may be of any provider. */
async function openTabWithAllProviders(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page
    .getByRole('group', { name: 'Game providers' })
    .getByRole('button', { name: 'All', pressed: true })
    .waitFor();
}
const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

describe('home', () => {
  it('shows hot first, then the categories of the vendor sorting list (regrouped, without ELOTT)', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en' });
    // (The hot section shows at once; the others come with the categories, skeletons without names until then.)
    await page.getByRole('region', { name: 'Slots', exact: true }).waitFor();
    const sections = await page
      .locator('.home-section')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
    expect(sections).toEqual([
      'Hot',
      'Slots',
      'Live casino',
      'Card games',
      'Cockfight',
      'Fishing',
      'In-house',
      'Sports',
      'E-sports',
    ]);
    // Sections further down render as they are scrolled near (LazySection).
    const sports = page.getByRole('region', { name: 'Sports', exact: true });
    await sports.scrollIntoViewIfNeeded();
    await sports.getByRole('button', { name: 'SABA Sports Play' }).waitFor();
    expect(await sports.getByRole('button', { name: /BTi|123Bet/ }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('heading', { name: 'Big winners' }).waitFor();
    await page.getByRole('region', { name: 'Big winners' }).getByRole('listitem').first().waitFor();
    // The winners' names and amounts stand on the brand gradient, which axe does not measure.
    expect(await page.evaluate(findLowContrastOverGradients)).toEqual([]);
    await screenshot(page, 'games-home');
  });
});

describe('slot lobby', () => {
  it('scrolls through 3+ pages of games with a bounded DOM', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/rng', { lang: 'en' });
    await slotGrid(page).locator('li').first().waitFor();
    const size = () => slotGrid(page).locator('li').first().getAttribute('aria-setsize').then(Number);
    expect(await size()).toBe(50);
    for (let i = 0; i < 40 && (await size()) < 200; i++) {
      await page.mouse.wheel(0, 2_000);
      await page.waitForTimeout(100);
    }
    expect(await size()).toBeGreaterThanOrEqual(200);
    expect(await domNodes(page)).toBeLessThan(MAX_DOM_NODES);
    const images = await slotGrid(page)
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('width'), img.getAttribute('height')]));
    expect(images.every(([w, h]) => w === '200' && h === '200')).toBe(true);
  });

  it('opens the provider of ?vassalage= and lists only its games', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/rng', { lang: 'en', vassalage: 'PG' });
    await page.getByRole('button', { name: 'PG Soft', pressed: true }).waitFor();
    const pg = games.filter((g) => g.vendor === 'PG' && g.type === 'RNG');
    const expected = [...pg.filter((g) => g.isTop), ...pg.filter((g) => !g.isTop)].slice(0, 6).map((g) => g.name);
    await expect.poll(async () => (await tileNames(page)).slice(0, 6)).toEqual(expected);
  });

  it('a tab change resets the provider to BGS (to All on a page without BGS games)', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/rng', { lang: 'en', vassalage: 'PG' });
    await page.getByRole('button', { name: 'PG Soft', pressed: true }).waitFor();
    await page.getByRole('tab', { name: 'Hot' }).click();
    await page.getByRole('button', { name: 'BGS Gaming', pressed: true }).waitFor();
    const bgs = new Set(games.filter((g) => g.vendor === 'BGS').map((g) => g.name));
    await expect.poll(async () => (await tileNames(page)).every((name) => bgs.has(name))).toBe(true);

    await gotoApp(page, '/m/live', { lang: 'en', vassalage: 'EVO' });
    await page.getByRole('button', { name: 'Evolution', pressed: true }).waitFor();
    await page.getByRole('tab', { name: 'Hot' }).click();
    await page
      .getByRole('group', { name: 'Game providers' })
      .getByRole('button', { name: 'All', pressed: true })
      .waitFor();
  });

  it('searches by name after the debounce', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/rng', { lang: 'en' });
    await page.getByRole('button', { name: 'Search games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    await dialog.getByRole('searchbox').fill('  dragon ');
    expect(await dialog.getByText('Type a name or pick a filter').isVisible()).toBe(true);
    const results = dialog.getByRole('region', { name: 'Search results' });
    await results.locator('.game-tile').first().waitFor();
    const names = await results.locator('.game-tile__name').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /dragon/i.test(name))).toBe(true);
  });
});

describe('favourites, launch and recent games', () => {
  it('favourite logged out goes to /m/login; logged in it stars, lists in the fav tab and survives a reload', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { 'mock.reset': 1 });
    await gotoApp(page, '/m/rng', { lang: 'en' });
    const name = (await tileNames(page, 6))[5]!;
    await page.getByRole('button', { name: `Favourite ${name}` }).click();
    await page.waitForURL((url) => url.pathname === '/m/login');
    await submitLogin(page, 'demo01');
    await page.waitForURL((url) => url.pathname === '/m/rng');

    const star = slotGrid(page).getByRole('button', { name: `Favourite ${name}` });
    await star.click();
    await page.getByText('Change saved').waitFor();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await openTabWithAllProviders(page, 'Favourites');
    await slotGrid(page)
      .getByRole('button', { name: `Play ${name}` })
      .waitFor();

    await page.reload();
    await openTabWithAllProviders(page, 'Favourites');
    await slotGrid(page)
      .getByRole('button', { name: `Play ${name}` })
      .waitFor();
    await expect
      .poll(() =>
        slotGrid(page)
          .getByRole('button', { name: `Favourite ${name}` })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
  });

  it("Back from a game, the game's or the phone's, returns to the player's place in the list", async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/rng' });
    await tileNames(page, 6);
    // Far down the list (the grid renders the rows in view), the game under the player's thumb.
    await page.mouse.wheel(0, 2000);
    const tileInView = () =>
      page.evaluate(() =>
        document.elementFromPoint(100, 450)?.closest('[aria-label^="Play "]')?.getAttribute('aria-label'),
      );
    await expect.poll(tileInView).toMatch(/^Play /);
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(800);
    const play = slotGrid(page).getByRole('button', { name: (await tileInView())!, exact: true });
    // The title bar's Back, then the phone's.
    for (const back of [() => page.getByRole('button', { name: 'Back', exact: true }).click(), () => page.goBack()]) {
      await play.click();
      await page.waitForURL((url) => url.pathname === '/m/demoGame');
      await back();
      await page.waitForURL((url) => url.pathname === '/m/rng');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
      await play.waitFor();
    }
  });

  it('launches a game into the demo game, spins, comes back, and lists it under recent', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/rng' });
    const name = (await tileNames(page, 11))[10]!;
    await slotGrid(page)
      .getByRole('button', { name: `Play ${name}` })
      .click();

    await page.waitForURL((url) => url.pathname === '/m/demoGame');
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const balance = page.getByRole('status', { name: 'Balance' });
    await expect.poll(() => balance.textContent()).toContain('12,345.67');
    await page.getByRole('button', { name: 'Spin' }).click();
    // The round's result: a win, no win, or the stake returned (then the balance does not move).
    await page
      .getByRole('status')
      .filter({ hasText: /won|No win|is returned/ })
      .first()
      .waitFor();
    await screenshot(page, 'games-demo');

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/m/rng');
    await openTabWithAllProviders(page, 'Recent');
    await expect.poll(async () => (await tileNames(page))[0]).toBe(name);
  });
});
