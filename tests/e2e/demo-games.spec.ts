/**
 * The demo game of each category in Chromium against the built demo: a lobby tile launches it
 * through the launch call, a bet takes the stake from the wallet and pays the win, and the
 * member's game records list every round. One login, one page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, mockState, screenshot, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();
const STAKE = '10.00';

interface Case {
  game: string;
  lobby: string;
  /** The tile that launches the game. */
  tile(page: Page): ReturnType<Page['getByRole']>;
  /** The bet's pick (a button name), if the game needs one. */
  pick?: RegExp;
  action: string;
}

/** A game tile of the lobby's lists (the banner's "Play the banners" is no game). */
const gridTile = (page: Page, name = /^Play /) => page.getByRole('list').getByRole('button', { name }).first();
const vendorTile = (page: Page) => page.getByRole('list', { name: 'Game providers' }).getByRole('button').first();

const CASES: Case[] = [
  { game: 'slot', lobby: '/m/rng', tile: (p) => gridTile(p), action: 'Spin' },
  { game: 'baccarat', lobby: '/m/pvp', tile: (p) => gridTile(p), pick: /^Player,/, action: 'Place bet' },
  {
    game: 'roulette',
    lobby: '/m/live',
    tile: (p) => gridTile(p, /^Play .*Roulette/),
    pick: /^Red,/,
    action: 'Spin',
  },
  { game: 'fishing', lobby: '/m/fish', tile: (p) => gridTile(p), pick: /^Sea turtle,/, action: 'Fire' },
  { game: 'sports', lobby: '/m/sports', tile: vendorTile, pick: /^Hanoi Dragons, odds/, action: 'Place bet' },
  { game: 'esports', lobby: '/m/esports', tile: vendorTile, pick: /^Jade Wolves, odds/, action: 'Place bet' },
  { game: 'cockfight', lobby: '/m/cockfight', tile: vendorTile, pick: /^Wala,/, action: 'Place bet' },
];

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The last demo bet's answer, from the mock's call log. */
async function lastBet(page: Page): Promise<{ roundId: string; win: number; balance: number }> {
  const bets = (await mockState(page)).calls.filter((c) => c.name === 'demoBet' && c.status === 200);
  return (JSON.parse(bets[bets.length - 1]!.answer) as { value: { roundId: string; win: number; balance: number } })
    .value;
}

describe('demo games', () => {
  it('a tile of each category opens its demo game; a bet moves the balance by the stake and the win; records list it', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'demo01', { query: { 'mock.reset': '1' } });
    const played: { name: string; balance: number }[] = [];

    for (const c of CASES) {
      await gotoApp(page, c.lobby, { lang: 'en' });
      const tile = c.tile(page);
      await tile.click();
      await page.waitForURL((url) => url.pathname === '/m/demoGame');
      expect(new URL(page.url()).searchParams.get('game')).toBe(c.game);
      const name = new URL(page.url()).searchParams.get('name')!;
      await page.getByRole('heading', { name, level: 1 }).waitFor();

      const balance = page.getByRole('status', { name: 'Balance' });
      await expect.poll(async () => amountOf(await balance.textContent())).toBeGreaterThan(0);
      const before = amountOf(await balance.textContent());
      if (c.pick) await page.getByRole('button', { name: c.pick }).click();
      await page.getByRole('button', { name: STAKE, exact: true }).click();
      await page.getByRole('button', { name: c.action, exact: true }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /won|No win|returned/ })
        .waitFor();

      const bet = await lastBet(page);
      expect(bet.balance).toBe(round2(before - 10 + bet.win));
      await expect.poll(async () => amountOf(await balance.textContent())).toBe(bet.balance);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `demo-game-${c.game}-en`);
      played.push({ name, balance: bet.balance });
    }

    // The header, the member centre and the wallet card show the last balance; the game records list every round, newest first.
    const last = played[played.length - 1]!.balance;
    for (const screen of ['/m/member', '/m/withdraw']) {
      await gotoApp(page, screen, { lang: 'en' });
      await expect
        .poll(async () => (await page.getByRole('status', { name: 'Total balance' }).allTextContents()).map(amountOf))
        .toContain(last);
    }
    await gotoApp(page, '/m/gameRecord', { lang: 'en' });
    const rows = page.locator('.game-record__main strong');
    await rows.nth(CASES.length - 1).waitFor();
    expect((await rows.allTextContents()).slice(0, CASES.length)).toEqual(played.map((p) => p.name).reverse());
  });
});
