/**
 * Who reaches what: a trial account is refused deposit and withdrawal with the spec's message;
 * an agent reaches the agent centre from the side menu and from the member centre, a member does not see it.
 */
import { describe, expect, it } from 'vitest';
import { gotoApp, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

const TRIAL_REFUSAL = 'Please login an actual account to use this function';

describe('trial accounts and money', () => {
  it('a trial account is refused deposit and withdrawal with the spec message, and no money call is made', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/trail', { lang: 'en' });
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL((url) => url.pathname === '/m/home');
    const before = await page.evaluate(() => window.__mock!.calls.length);

    for (const path of ['/m/voucherCenter', '/m/withdraw']) {
      await gotoApp(page, path, { lang: 'en' });
      const note = page.getByRole('main').getByRole('note');
      await note.getByText(TRIAL_REFUSAL).waitFor();
      expect(await note.getByRole('link', { name: 'Log in with a real account' }).getAttribute('href')).toBe(
        '/m/login',
      );
    }
    await gotoApp(page, '/m/voucherCenter', { lang: 'en' });
    await page.getByRole('main').getByRole('note').waitFor();
    expect(await page.getByRole('button', { name: 'Deposit now' }).count()).toBe(0);
    const names = await page.evaluate((from) => window.__mock!.calls.slice(from).map((c) => c.name), before);
    expect(names).not.toContain('depositChannels');
    expect(names).not.toContain('withdrawInfo');
  });
});

describe('agent centre entry', () => {
  it('agent01 reaches /m/agent from the side menu and from the member centre', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    // Not home: agent01's pending contract prompt opens there.
    await logInAs(page, 'agent01', { to: '/m/hot' });
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Agent centre' }).click();
    await page.waitForURL((url) => url.pathname === '/m/agent');
    await page.getByRole('navigation', { name: 'Agent tools' }).waitFor();

    await gotoApp(page, '/m/member/home', { lang: 'en' });
    await page.getByRole('main').getByRole('link', { name: 'Agent centre' }).click();
    await page.waitForURL((url) => url.pathname === '/m/agent');
    await page.getByRole('navigation', { name: 'Agent tools' }).waitFor();
  });

  it('a member (demo01) has no agent entry', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'demo01');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Security centre' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Agent centre' }).count()).toBe(0);
    await gotoApp(page, '/m/member/home', { lang: 'en' });
    await page.getByRole('main').getByRole('link', { name: 'Security centre' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Agent centre' }).count()).toBe(0);
  });
});
