/**
 * The demo's destinations stay inside the app: customer service (the link, its entries, the live
 * chat and the service menu), the download links and the social buttons lead to the app's demo
 * pages, which show their content, never to another site (offline, a browser error page).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, skipNoticePopup, useBrowser } from './harness/browser';
import { logInAs } from './member-session';
import { openServiceMenu, unfoldServiceWidget } from './service-widget';

const app = useBrowser();

/** Every link inside `scope` points at this app's origin and a page under /m/. */
async function expectLinksStayInApp(page: Page, scope: Locator, count: number) {
  const origin = new URL(page.url()).origin;
  const hrefs = await scope
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(hrefs).toHaveLength(count);
  for (const href of hrefs) {
    expect(new URL(href).origin, href).toBe(origin);
    expect(new URL(href).pathname, href).toMatch(/^\/m\//);
  }
}

/** Follow `link` and wait for the page at `path` to show `heading`; then come back. */
async function follow(page: Page, link: Locator, path: string, heading: string | RegExp) {
  await link.click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('main').getByText(heading).first().waitFor();
  await page.goBack();
}

describe('demo destinations', () => {
  it('customer service: the link, its entries and the live chat open the demo chat, which answers', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'demo01', { to: '/m/customer' });
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'VIP customer service' }).waitFor();
    await expectLinksStayInApp(page, main, 3);
    await follow(page, main.getByRole('link', { name: 'Deposit support' }), '/m/demoService', 'Deposit support here.');

    await main.getByRole('button', { name: /Live chat/ }).click();
    await page.waitForURL((url) => url.pathname === '/m/demoService' && url.searchParams.get('desk') === 'chat');
    expect(page.context().pages()).toHaveLength(1);
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText('You’re through to live chat.').waitFor();
    await page.getByRole('button', { name: 'How do I deposit?' }).click();
    await log.getByText(/Most deposits arrive within 3 minutes/).waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill('Can I play on my tablet?');
    await page.getByRole('button', { name: 'Send' }).click();
    await log.getByText(/A colleague will pick it up/).waitFor();
    await screenshot(page, 'demo-service-chat-en');

    await gotoApp(page, '/m/customer', { lang: 'en' });
    await follow(page, main.getByRole('link', { name: /Online customer service/ }), '/m/demoService', 'How can I help');
  });

  it('the service menu’s customer-service entry opens the demo chat', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/help', { lang: 'en' });
    await openServiceMenu(page);
    const menu = page.getByRole('dialog', { name: 'Service' });
    await menu.getByRole('link', { name: 'Help centre' }).waitFor();
    // Messages joins the entries once the site's flags have come (MAILCEN): count them after it.
    await menu.getByRole('link', { name: 'Messages' }).waitFor();
    await expectLinksStayInApp(page, menu, await menu.getByRole('link').count());
    await menu.getByRole('link', { name: 'Customer service' }).click();
    await page.waitForURL((url) => url.pathname === '/m/demoService');
    await page.getByRole('log', { name: 'Conversation' }).getByText('How can I help you today?').waitFor();
  });

  it('download links open the demo download page, for each platform', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/app', { lang: 'en' });
    const links = page.getByRole('list', { name: 'Download links' });
    await links.getByRole('link', { name: 'Download for iPhone' }).waitFor();
    await expectLinksStayInApp(page, links, 3);
    await follow(
      page,
      links.getByRole('link', { name: 'Download for iPhone' }),
      '/m/demoDownload',
      'Lucky Star for iPhone',
    );
    await follow(
      page,
      links.getByRole('link', { name: 'Install the iOS profile' }),
      '/m/demoDownload',
      'Lucky Star for iPhone (profile)',
    );
    await links.getByRole('link', { name: 'Download for Android' }).click();
    await page.waitForURL((url) => url.pathname === '/m/demoDownload');
    await page.getByRole('heading', { level: 1, name: 'Lucky Star for Android' }).waitFor();
    await screenshot(page, 'demo-download-en');
    await page.getByRole('link', { name: 'Keep playing in the browser' }).click();
    await page.waitForURL((url) => url.pathname === '/m/home');
  });

  it('the Telegram and Facebook buttons open the demo social page', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/help', { lang: 'en' });
    const shortcuts = page.getByRole('complementary', { name: 'Service shortcuts' });
    await unfoldServiceWidget(page);
    await shortcuts.getByRole('button', { name: 'Telegram' }).click();
    const telegram = page.getByRole('list', { name: 'Telegram links' });
    await expectLinksStayInApp(page, telegram, 2);
    await telegram.getByRole('link', { name: 'Telegram news' }).click();
    await page.waitForURL((url) => url.pathname === '/m/demoSocial');
    await page.getByRole('heading', { level: 1, name: 'Lucky Star News' }).waitFor();
    await page.getByRole('heading', { name: 'Latest posts' }).waitFor();
    await screenshot(page, 'demo-social-en');

    await gotoApp(page, '/m/help', { lang: 'en' });
    await unfoldServiceWidget(page);
    await shortcuts.getByRole('button', { name: 'Facebook' }).click();
    const facebook = page.getByRole('list', { name: 'Facebook links' });
    await expectLinksStayInApp(page, facebook, 2);
    await facebook.getByRole('link', { name: 'Facebook group' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lucky Star Players Club' }).waitFor();
  });

  it('shows the demo pages in Vietnamese', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/demoService', { lang: 'vi', desk: 'vip' });
    const log = page.getByRole('log', { name: 'Cuộc trò chuyện' });
    await log.getByText(/Chào mừng đến với chăm sóc khách hàng VIP/).waitFor();
    await page.getByRole('button', { name: 'Rút tiền mất bao lâu?' }).click();
    await log.getByText(/thường về ngân hàng trong 15 phút/).waitFor();
    await screenshot(page, 'demo-service-chat-vi');
    await gotoApp(page, '/m/demoDownload', { lang: 'vi', platform: 'android' });
    await page.getByRole('heading', { level: 1, name: 'Lucky Star cho Android' }).waitFor();
    await screenshot(page, 'demo-download-vi');
    await gotoApp(page, '/m/demoSocial', { lang: 'vi', channel: 'telegramSupport' });
    await page.getByRole('heading', { level: 1, name: 'Hỗ trợ Lucky Star' }).waitFor();
    await screenshot(page, 'demo-social-vi');
  });
});
