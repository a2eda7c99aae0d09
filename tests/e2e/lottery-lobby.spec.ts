/**
 * Lottery lobby in Chromium against the built demo: cards with ticking countdowns, a
 * draw rolling over with the clock, the History Result link per category, the history modal
 * (filter, close on navigation) and favourites that move first and survive a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, useBrowser } from './harness/browser';
import { submitLogin } from './member-session';

const app = useBrowser();
/** Monday 2026-11-23 10:00:20 in Vietnam: regional lotteries on sale, the 1-minute draw 40 s away. */
const MONDAY_MORNING = new Date('2026-11-23T03:00:20Z');
const FAST_1 = 'Vietnam Super Fast 1 min';

const card = (page: Page, name: string) => page.getByRole('article', { name });
const timerText = (page: Page, name: string) => card(page, name).getByRole('timer').innerText();
const specialPrize = (page: Page, name: string) => card(page, name).locator('.lottery-numbers__special').textContent();
const cardNames = (page: Page) => page.locator('.lottery-card h3').allInnerTexts();

async function openLobby(page: Page, query: Record<string, string> = {}) {
  await gotoApp(page, '/m/lott', { lang: 'en', ...query });
  await card(page, FAST_1).waitFor();
}

describe('lottery lobby', () => {
  it('lists lottery cards whose countdowns tick down every second', async () => {
    const page = await app.newPage();
    await openLobby(page);
    expect(
      await page.getByRole('navigation', { name: 'Lottery categories' }).getByRole('button').allInnerTexts(),
    ).toEqual(expect.arrayContaining(['All', 'Hot', 'Stock', 'GPI Lottery']));
    const first = await timerText(page, FAST_1);
    expect(first).toMatch(/^00:00:\d\d$/);
    await expect.poll(() => timerText(page, FAST_1), { timeout: 3_000 }).not.toBe(first);
    expect(
      await card(page, 'Northern Lottery').getByRole('button', { name: 'Play Now: Northern Lottery' }).isVisible(),
    ).toBe(true);
    await screenshot(page, 'lottery-lobby');
  });

  it('rolls a card over to the next draw with new numbers when the clock passes the draw', async () => {
    const page = await app.newPage({ ownContext: true }); // its clock is the context's
    await page.clock.install({ time: MONDAY_MORNING });
    await openLobby(page);
    const before = await specialPrize(page, FAST_1);
    expect(await card(page, FAST_1).getByText('Draw 20261123-0601').isVisible()).toBe(true);
    await page.clock.fastForward(41_000);
    await card(page, FAST_1).getByText('Draw 20261123-0602').waitFor();
    expect(await specialPrize(page, FAST_1)).not.toBe(before);
    expect(await timerText(page, FAST_1)).toMatch(/^00:00:[5][0-9]$/);
  });

  it('hides History Result on the stock category and shows the schedule by weekday', async () => {
    const page = await app.newPage();
    await openLobby(page);
    const menu = page.getByRole('navigation', { name: 'Lottery categories' });
    await page.getByRole('button', { name: 'History Result' }).waitFor();
    await menu.getByRole('button', { name: 'Stock' }).click();
    // The category is a navigation (?menu=…): its button shows pressed once the stock cards are the page's.
    await menu.getByRole('button', { name: 'Stock', pressed: true }).waitFor();
    await card(page, 'VN30 Stock Lottery').waitFor();
    expect(await page.getByRole('button', { name: 'History Result' }).count()).toBe(0);
    await menu.getByRole('button', { name: 'Southern' }).click();
    await page.getByRole('button', { name: 'Draw schedule' }).click();
    const schedule = page.getByRole('dialog', { name: 'Weekly draw schedule' });
    const saturday = schedule.getByRole('region', { name: /Saturday/ });
    expect(await saturday.getByRole('listitem').allInnerTexts()).toEqual([
      'TP.HCM\n16:15',
      'Long An\n16:15',
      'Bình Phước\n16:15',
      'Hậu Giang\n16:15',
    ]);
  });

  it('filters the history modal by name; Back closes it and keeps the lobby', async () => {
    const page = await app.newPage();
    await openLobby(page);
    await page.getByRole('button', { name: 'History Result' }).click();
    const dialog = page.getByRole('dialog', { name: 'History Result' });
    await dialog.getByLabel('Search lotteries').fill('5 min');
    const options = await dialog.getByLabel('Lottery').locator('option').allInnerTexts();
    expect(options).toEqual(['Vietnam Super Fast 5 min']);
    await dialog
      .getByRole('list', { name: 'Draw history of Vietnam Super Fast 5 min' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await screenshot(page, 'lottery-history-modal');
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/m/lott');
  });

  it('sends a logged-out favourite to login; logged in, a favourite moves first and survives a reload', async () => {
    const page = await app.newPage();
    await openLobby(page);
    await card(page, 'Cà Mau').getByRole('button', { name: 'Favourite Cà Mau' }).click();
    await page.waitForURL((url) => url.pathname === '/m/login');
    await submitLogin(page, 'demo01');
    await page.waitForURL((url) => url.pathname === '/m/lott');
    await openLobby(page);
    expect((await cardNames(page))[0]).not.toBe('Cà Mau');
    await card(page, 'Cà Mau').getByRole('button', { name: 'Favourite Cà Mau' }).click();
    await expect.poll(async () => (await cardNames(page))[0]).toBe('Cà Mau');
    await page.reload();
    await card(page, FAST_1).waitFor();
    expect((await cardNames(page))[0]).toBe('Cà Mau');
    expect(
      await card(page, 'Cà Mau').getByRole('button', { name: 'Favourite Cà Mau' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('tab', { name: 'Favourites' }).click();
    // The tab's list replaces the full one after the click, not with it.
    await expect.poll(() => cardNames(page)).toEqual(['Cà Mau']);
  });
});
