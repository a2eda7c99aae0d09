/** The member centre: profile, labels, avatar change, menu targets with unread counts, chat by CBS3. */
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

describe('member centre', () => {
  it('shows vip01 with club and member labels, the balance and the menu targets', async () => {
    const page = await app.newPage();
    await logInAs(page, 'vip01', { to: '/m/member/home' });
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Golden VIP' }).waitFor();
    await main.getByText('Account: vip01').waitFor();
    const labels = main.getByRole('list', { name: 'Member labels' });
    expect((await labels.getByRole('listitem').allTextContents()).map((s) => s.trim())).toEqual([
      'Diamond Club',
      'vip',
      'highroller',
    ]);
    await main.getByRole('status', { name: 'Total balance' }).filter({ hasText: '¥ 250,000.00' }).waitFor();
    const menu = main.getByRole('navigation', { name: 'Member menu' });
    for (const name of [
      'Security centre',
      'Messages',
      'Transaction records',
      'My account',
      'Game records',
      'Reward centre',
      'Points mall',
      'Daily sign-in',
      'Member benefits',
    ]) {
      await menu.getByRole('link', { name, exact: false }).first().waitFor();
    }
    await menu.getByRole('button', { name: /Live chat/ }).waitFor();
    await screenshot(page, 'member-centre');
  });

  it('changes the avatar (head icon set) and keeps it after a reload', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/member/home' });
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Change avatar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an avatar' });
    await dialog.getByRole('radio', { name: 'Avatar 5' }).click();
    await screenshot(page, 'member-avatar-picker');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const avatar = main.getByRole('img', { name: 'Avatar of Lucky Demo' });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/\/avatar\/avatar5\.png$/);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await gotoApp(page, '/m/member/home', { lang: 'en' });
    await expect
      .poll(() => main.getByRole('img', { name: 'Avatar of Lucky Demo' }).getAttribute('src'))
      .toMatch(/avatar5\.png$/);
  });

  it('shows demo01 three unread mails on Messages; no counts and no chat with CBS3 off', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01', { to: '/m/member/home' });
    const menu = page.getByRole('main').getByRole('navigation', { name: 'Member menu' });
    await menu
      .getByRole('link', { name: /Messages/ })
      .getByRole('status', { name: '3 unread' })
      .waitFor();
    await menu
      .getByRole('button', { name: /Live chat/ })
      .getByRole('status', { name: '2 unread' })
      .waitFor();

    await gotoApp(page, '/m/member/home', { lang: 'en', 'mock.flags': 'CBS3:0' });
    // The menu first shows the cached site settings (CBS3 on), then the fresh ones.
    await menu.getByRole('button', { name: /Live chat/ }).waitFor({ state: 'detached' });
    await menu.getByRole('link', { name: 'Messages' }).waitFor();
    await menu.getByRole('link', { name: 'Security centre' }).waitFor();
    expect(await menu.getByRole('status').count()).toBe(0);
  });
});
