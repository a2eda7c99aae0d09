/**
 * Rewards of a member (demo01 on a fresh mock database: 1,280 points, a 2-day sign-in streak not
 * yet signed today, balance ¥ 12,345.67): daily sign-in, claiming a reward, redeeming a cash voucher,
 * and the game records and member benefits screens.
 */
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

describe('rewards', () => {
  it('signs in today: the streak and the points rise', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/activity/signIn' });
    const main = page.getByRole('main');
    const streak = main.getByRole('status', { name: 'Days in a row' });
    const points = main.getByRole('status', { name: 'My points' });
    await streak.filter({ hasText: '2' }).waitFor();
    expect(await points.textContent()).toBe('1,280');
    await screenshot(page, 'rewards-sign-in');

    await main.getByRole('button', { name: 'Sign in now +15 points' }).click();
    await main.getByRole('button', { name: 'Signed in today' }).waitFor();
    await expect.poll(() => streak.textContent()).toBe('3');
    await expect.poll(() => points.textContent()).toBe('1,295');
    expect(await main.getByRole('button', { name: 'Signed in today' }).isDisabled()).toBe(true);
    await screenshot(page, 'rewards-sign-in-done');
  });

  it('claims a reward into the wallet and shows it claimed', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/rewardCenter' });
    const main = page.getByRole('main');
    const balance = main.getByRole('status', { name: 'Total balance' });
    await balance.filter({ hasText: '¥ 12,345.67' }).waitFor();
    await screenshot(page, 'rewards-centre');

    const card = main.getByRole('listitem', { name: 'First deposit bonus' });
    await card.getByRole('button', { name: 'Claim' }).click();
    await card.getByText('Claimed', { exact: true }).waitFor();
    await balance.filter({ hasText: '¥ 12,433.67' }).waitFor();

    await main.getByRole('button', { name: 'Claimed' }).click();
    await main.getByRole('listitem', { name: 'First deposit bonus' }).waitFor();
    await screenshot(page, 'rewards-centre-claimed');
  });

  it('redeems a cash voucher for points into the wallet', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/mall/mallHome' });
    const main = page.getByRole('main');
    const points = main.getByRole('status', { name: 'My points' });
    await points.filter({ hasText: '1,280' }).waitFor();
    await main.getByRole('status', { name: 'Total balance' }).filter({ hasText: '¥ 12,345.67' }).waitFor();
    await screenshot(page, 'rewards-mall');

    await main.getByRole('listitem', { name: 'Cash voucher 10' }).getByRole('button', { name: 'Redeem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem this item?' });
    await dialog.getByText('You will have 780 points left.', { exact: false }).waitFor();
    await screenshot(page, 'rewards-mall-confirm');
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await dialog.waitFor({ state: 'detached' });
    await points.filter({ hasText: '780' }).waitFor();
    await main.getByRole('status', { name: 'Total balance' }).filter({ hasText: '¥ 12,355.67' }).waitFor();
  });

  it('filters game records and shows the VIP level', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/gameRecord' });
    const main = page.getByRole('main');
    await main.getByRole('list', { name: 'Game rounds' }).waitFor();
    await main.getByRole('button', { name: 'Last 30 days' }).click();
    await main.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => main.getByRole('list', { name: 'Game rounds' }).getByRole('listitem').count()).toBe(40);
    await screenshot(page, 'rewards-game-records');

    await gotoApp(page, '/m/member/benefits', { lang: 'en' });
    await page.getByRole('main').getByRole('status', { name: 'Current level' }).filter({ hasText: 'Bronze' }).waitFor();
    await screenshot(page, 'rewards-benefits');
  });
});
