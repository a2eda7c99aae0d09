/**
 * Announcements against the built demo: the home notice popup (once per session), the marquee to
 * /m/message, read marks (expanding or opening the detail; the dot stays gone after a reload) and
 * the XSS corpus of a hostile server's notices (mock.hostile=1) never running.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, useBrowser } from './harness/browser';
import { logInAs } from './member-session';

const app = useBrowser();

const noticeToggle = (page: Page, title: string) =>
  page.getByRole('main').getByRole('button', { name: new RegExp(title) });
const unreadDot = (page: Page, title: string) => noticeToggle(page, title).getByRole('img', { name: 'Unread' });

describe('home notice popup and marquee', () => {
  it('shows the notice popup once per browser session', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en' });
    const popup = page.getByRole('dialog', { name: 'Welcome! 100% bonus on your first deposit' });
    await popup.waitFor();
    await screenshot(page, 'content-notice-popup');
    await popup.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Double rewards tonight' }).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.reload();
    await page
      .getByRole('button', { name: /^Announcements: tap to see them all/ })
      .getByText('Responsible gaming reminder')
      .first()
      .waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('marquee → /m/message; expanding and opening the detail mark read, and the dots stay gone after a reload', async () => {
    const page = await app.newPage();
    await logInAs(page, 'demo01');
    await page
      .getByRole('dialog', { name: 'Welcome! 100% bonus on your first deposit' })
      .getByRole('button', { name: 'Skip' })
      .click();
    await page.getByRole('button', { name: /^Announcements: tap to see them all/ }).click();
    await page.waitForURL((url) => url.pathname === '/m/message');

    await unreadDot(page, 'Responsible gaming reminder').waitFor();
    await unreadDot(page, 'Lottery results update').waitFor();
    await screenshot(page, 'content-message-list');

    await noticeToggle(page, 'Responsible gaming reminder').click();
    const panel = page.getByRole('region', { name: /Responsible gaming reminder/ });
    await panel.getByRole('link', { name: 'View details' }).waitFor();
    await unreadDot(page, 'Responsible gaming reminder').waitFor({ state: 'detached' });

    await noticeToggle(page, 'Lottery results update').click();
    await page
      .getByRole('region', { name: /Lottery results update/ })
      .getByRole('link', { name: 'View details' })
      .click();
    await page.waitForURL((url) => url.pathname === '/m/messageDetail');
    await page.getByRole('heading', { name: 'Lottery results update' }).waitFor();
    await screenshot(page, 'content-message-detail');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/m/message');
    await noticeToggle(page, 'Lottery results update').waitFor();
    await unreadDot(page, 'Lottery results update').waitFor({ state: 'detached' });

    await page.reload();
    await unreadDot(page, 'Security tip').waitFor();
    expect(await unreadDot(page, 'Responsible gaming reminder').count()).toBe(0);
    expect(await unreadDot(page, 'Lottery results update').count()).toBe(0);
  });

  it('sends a visitor tapping the marquee to /m/login', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page
      .getByRole('dialog', { name: 'Welcome! 100% bonus on your first deposit' })
      .getByRole('button', { name: 'Skip' })
      .click();
    await page.getByRole('button', { name: /^Announcements: tap to see them all/ }).click();
    await page.waitForURL((url) => url.pathname === '/m/login');
  });
});

describe('server HTML', () => {
  it('renders a notice carrying the XSS corpus (mock.hostile=1) without running any of it', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/notice', { lang: 'en', 'mock.hostile': '1' });
    await page.getByRole('heading', { name: 'Notices' }).waitFor();
    await noticeToggle(page, 'New payment channel available').click();
    await page
      .getByRole('region', { name: /New payment channel available/ })
      .getByText('javascript link', { exact: true })
      .waitFor();
    await page.waitForTimeout(300);
    const found = await page.evaluate(() => ({
      xss: (window as Window & { __xss?: number }).__xss,
      tags: document.querySelectorAll('main script, main iframe, main object, main embed, main form').length,
      handlers: [...document.querySelectorAll('main *')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
      ),
      jsLinks: [...document.querySelectorAll('main [href]')].filter((el) =>
        /javascript:/i.test(el.getAttribute('href') ?? ''),
      ).length,
    }));
    expect(found).toEqual({ xss: undefined, tags: 0, handlers: [], jsLinks: 0 });
  });
});
