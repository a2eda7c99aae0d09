/**
 * Content pages against the built demo: promotions (filter, deep link that scrolls, detail), help
 * centre, customer service, the app download page and the legal pages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, useBrowser } from './harness/browser';
import { openServiceMenu } from './service-widget';

const app = useBrowser();

const xssState = (page: Page) =>
  page.evaluate(() => ({
    xss: (window as Window & { __xss?: number }).__xss,
    tags: document.querySelectorAll('main script, main iframe, main object, main embed, main form').length,
  }));

describe('promotions', () => {
  it('filters by category, expands a promotion safely and opens its detail', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/activity', { lang: 'en' });
    const list = page.getByRole('list', { name: 'Promotions' });
    await list.getByRole('button', { name: /First deposit bonus 100%/ }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(12);
    await screenshot(page, 'content-promotions');

    const menu = page.getByRole('navigation', { name: 'Promotion categories' });
    await menu.getByRole('button', { name: 'Slots & fishing' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await menu.getByRole('button', { name: 'All' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(12);

    await list.getByRole('button', { name: /Second deposit bonus 50%/ }).click();
    const panel = page.getByRole('region', { name: /Second deposit bonus 50%/ });
    await panel.getByText('Minimum deposit 200.').waitFor();
    expect(await xssState(page)).toEqual({ xss: undefined, tags: 0 });

    await panel.getByRole('link', { name: 'View details' }).click();
    await page.waitForURL((url) => url.pathname === '/m/activityDetail' && url.searchParams.get('id') === 'an-PR-2');
    await page.getByRole('heading', { level: 1, name: 'Second deposit bonus 50%' }).waitFor();
    await screenshot(page, 'content-promotion-detail');
  });

  it('opens the promotion of ?id= and scrolls it into view', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/activity', { lang: 'en', id: 'an-PR-12' });
    const toggle = page.getByRole('button', { name: /Lottery jackpot week/ });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(async () => {
        const box = await toggle.boundingBox();
        return !!box && box.y >= 0 && box.y < 812;
      })
      .toBe(true);
  });
});

describe('help and customer service', () => {
  it('shows the help centre with banners and an accordion of topics', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/help', { lang: 'en' });
    await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
    await page.getByRole('button', { name: 'How do I deposit?' }).click();
    await page
      .getByRole('region', { name: 'How do I deposit?' })
      .getByText(/choose a payment method/)
      .waitFor();
    expect(await xssState(page)).toEqual({ xss: undefined, tags: 0 });
    await screenshot(page, 'content-help');
    await page.getByRole('link', { name: /Contact customer service/ }).click();
    await page.waitForURL((url) => url.pathname === '/m/customer');
    await page.getByRole('link', { name: /Online customer service/ }).waitFor();
    await page.getByRole('link', { name: 'VIP customer service' }).waitFor();
    expect(await page.getByRole('button', { name: /Live chat/ }).count()).toBe(0);
  });
});

describe('app download and legal pages', () => {
  it('shows the app page: logo, promo, one link per platform, six-step guide', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/app', { lang: 'en' });
    await page.getByRole('heading', { level: 1, name: 'Download the app' }).waitFor();
    const links = page.getByRole('list', { name: 'Download links' });
    await links.getByRole('link', { name: 'Download for iPhone' }).waitFor();
    expect(await links.getByRole('link').count()).toBe(3);
    const guide = page.getByRole('region', { name: 'Installation guide' });
    await guide.getByText('Scan the QR code to download').waitFor();
    // Decorative illustrations (alt=""): the captions carry the steps.
    expect(await guide.locator('img').count()).toBe(6);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await screenshot(page, 'content-app');
  });

  it('shows the user agreement and the privacy policy with its seven sections', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/useragreement', { lang: 'en' });
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'User agreement' }).waitFor();
    await gotoApp(page, '/m/privacy', { lang: 'en' });
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    expect(
      await page.getByRole('article', { name: 'Privacy policy' }).getByRole('heading', { level: 2 }).allInnerTexts(),
    ).toEqual([
      '1. Introduction',
      '2. Purpose',
      '3. Access',
      '4. Confidentiality',
      '5. Recipients',
      '6. Monitoring',
      '7. Agreement',
    ]);
  });
});

describe('service menu, download bar and installable web app', () => {
  it('service menu closes on a mask click and on a route change', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/activity', { lang: 'en' });
    await openServiceMenu(page);
    const menu = page.getByRole('dialog', { name: 'Service' });
    await menu.getByRole('link', { name: 'Help centre' }).waitFor();
    await screenshot(page, 'content-service-menu');
    await page.getByTestId('dialog-mask').click({ position: { x: 20, y: 20 } });
    await menu.waitFor({ state: 'detached' });

    await openServiceMenu(page);
    await menu.getByRole('link', { name: 'Help centre' }).click();
    await page.waitForURL((url) => url.pathname === '/m/help');
    await menu.waitFor({ state: 'detached' });
  });

  it('shows the download bar on home, its Android popup on a desktop browser, and keeps it closed once closed', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page
      .getByRole('dialog', { name: 'Welcome! 100% bonus on your first deposit' })
      .getByRole('button', { name: 'Skip' })
      .click();
    const bar = page.getByRole('complementary', { name: 'App download' });
    // The demo's own floating Demo button stands above the bar, not over its app icon.
    const demoButton = page.getByRole('button', { name: 'Demo', exact: true });
    await demoButton.waitFor();
    const [barBox, demoBox] = [await bar.boundingBox(), await demoButton.boundingBox()];
    expect(demoBox!.y + demoBox!.height).toBeLessThanOrEqual(barBox!.y);
    await bar.getByRole('button', { name: 'Download', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Download for Android' });
    await popup.getByRole('link', { name: 'Download the app' }).waitFor();
    await screenshot(page, 'content-download-popup');
    await popup.getByRole('button', { name: 'Close' }).click();
    await bar.getByRole('button', { name: 'Close the download bar' }).click();
    await bar.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Announcements: tap to see them all' }).waitFor();
    await page.waitForTimeout(300);
    expect(await bar.count()).toBe(0);
  });

  it('keeps the footer’s last lines clear of the floating service buttons at the end of the page', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/help', { lang: 'en' });
    await page.getByRole('button', { name: 'Contact us' }).waitFor();
    await page.getByText(/All Rights Reserved/).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(200);
    const overlaps = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll('.floating-service__button')].map((b) => b.getBoundingClientRect());
      const lines = [...document.querySelectorAll('.site-footer__responsible, .site-footer__copyright')].flatMap(
        (p) => {
          const range = document.createRange();
          range.selectNodeContents(p);
          return [...range.getClientRects()];
        },
      );
      const meet = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return {
        buttons: buttons.length,
        lines: lines.length,
        overlapping: lines.filter((line) => buttons.some((button) => meet(line, button))).length,
      };
    });
    expect(overlaps.buttons).toBeGreaterThan(0);
    expect(overlaps.lines).toBeGreaterThan(0);
    expect(overlaps.overlapping).toBe(0);
  });

  it('is installable: manifest linked and the service worker active', async () => {
    const page = await app.newPage({ serviceWorker: true });
    await gotoApp(page, '/m/help', { lang: 'en' });
    await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
    expect(new URL(scriptUrl).pathname).toBe('/sw.js');
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/m/home' });
  });
});
