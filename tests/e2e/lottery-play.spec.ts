/**
 * Lottery beyond the lobby, in Chromium against the built demo: the home Vietnam block,
 * the e-lottery lobby, more history on /m/lottery, and Play Now into the demo lottery where a bet on
 * the next draw is settled when the clock passes the draw (and the player's recent tab lists it).
 */
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();
/** Monday 2026-11-23 10:00:20 in Vietnam: the 1-minute draw 20261123-0601 is 40 s away. */
const MONDAY_MORNING = new Date('2026-11-23T03:00:20Z');
const FAST_1 = 'Vietnam Super Fast 1 min';

describe('lottery beyond the lobby', () => {
  it('shows the Vietnam lottery block on home by region and draw day', async () => {
    const page = await app.newPage({ ownContext: true }); // its clock is the context's
    await page.clock.install({ time: MONDAY_MORNING });
    // The once-per-session notice popup would cover the block.
    await page.addInitScript(() => sessionStorage.setItem('noticePopupShown', '1'));
    await gotoApp(page, '/m/home', { lang: 'en' });
    const block = page.getByRole('region', { name: 'Vietnam Lottery' });
    const table = block.getByRole('table');
    // The block's results render as it is scrolled near (LazySection).
    await block.scrollIntoViewIfNeeded();
    await table.waitFor();
    expect(await block.getByRole('tab', { name: 'Northern' }).getAttribute('aria-selected')).toBe('true');
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Prize', 'Thái Bình']);
    await block.getByRole('tab', { name: 'Southern' }).click();
    await expect
      .poll(() => table.locator('thead th').allInnerTexts())
      .toEqual(['Prize', 'Tiền Giang', 'Kiên Giang', 'Đà Lạt']);
    expect(await table.locator('tbody th').allInnerTexts()).toEqual([
      'GB',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
      'G8',
    ]);
    // Another day's results may come from the server: wait for them rather than read at once.
    await block.getByRole('button', { name: '11/21' }).click();
    await expect
      .poll(() => table.locator('thead th').allInnerTexts())
      .toEqual(['Prize', 'TP.HCM', 'Long An', 'Bình Phước', 'Hậu Giang']);
  });

  it('lists the e-lotteries on /m/elott and pages a game history on /m/lottery', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/elott', { lang: 'en' });
    await page.getByRole('article', { name: 'Lucky 5D 1 min' }).waitFor();
    await page.getByRole('link', { name: 'More history: Lucky 5D 1 min' }).click();
    await page.waitForURL((url) => url.pathname === '/m/lottery' && url.searchParams.get('gameId') === 'LUCKY5D_1');
    const list = page.getByRole('list', { name: 'Draw history of Lucky 5D 1 min' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(40);
  });

  it('plays a lottery: Play Now opens the demo lottery, a bet is settled when the draw happens, and it is recent', async () => {
    const page = await app.newPage({ ownContext: true }); // its clock is the context's
    await page.clock.install({ time: MONDAY_MORNING });
    await logInAs(page, 'demo01', { to: '/m/lott' });
    await page.getByRole('button', { name: `Play Now: ${FAST_1}` }).click();
    await page.waitForURL((url) => url.pathname === '/m/demoLottery');
    const balance = page.getByRole('status', { name: 'Total balance' });
    await expect.poll(() => balance.textContent()).toContain('12,345.67');

    await page.getByRole('button', { name: 'Bet on draw 20261123-0601' }).click();
    await page.getByText('Enter two digits, 00 to 99').waitFor();
    await page.getByLabel('Your number (2 digits)').fill('07');
    await page.getByRole('button', { name: '100', exact: true }).click();
    await page.getByRole('button', { name: 'Bet on draw 20261123-0601' }).click();
    const bets = page.getByRole('region', { name: 'My bets' });
    await bets.getByText('Waiting for the draw').waitFor();
    await expect.poll(() => balance.textContent()).toContain('12,245.67');
    await screenshot(page, 'lottery-demo');

    await page.clock.fastForward(41_000);
    await bets.getByText(/^(Won 7,000.00|Lost)$/).waitFor();
    const won = (await bets.getByText('Won 7,000.00').count()) > 0;
    await expect.poll(() => balance.textContent()).toContain(won ? '19,245.67' : '12,245.67');
    expect(await bets.getByText(/Result \d{5}/).count()).toBe(1);

    await gotoApp(page, '/m/lott', { lang: 'en', tab: 'recent' });
    await page.getByRole('article', { name: FAST_1 }).waitFor();
    expect(await page.locator('.lottery-card h3').allInnerTexts()).toEqual([FAST_1]);
  });
});
