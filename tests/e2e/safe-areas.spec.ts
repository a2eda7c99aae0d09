/**
 * Safe areas against the built demo, on a notched phone (Chromium's emulated insets: 47 px top,
 * 34 px bottom): the top bar, the side drawer, the bottom menu and bottom sheets keep their controls
 * out of the insets.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, screenshot, skipNoticePopup, useBrowser } from './harness/browser';
import { openServiceMenu } from './service-widget';

const app = useBrowser({ motion: true });
const INSETS = { top: 47, bottom: 34, left: 0, right: 0 };
const VIEWPORT_H = 812;

async function notchedPage(): Promise<Page> {
  const page = await app.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: INSETS });
  await skipNoticePopup(page);
  return page;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

describe('safe areas', () => {
  it('the top bar and the drawer start below the notch; the bottom menu ends above the home indicator', async () => {
    const page = await notchedPage();
    await gotoApp(page, '/m/home', { lang: 'en' });
    const opener = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    expect((await box(opener)).y).toBeGreaterThanOrEqual(INSETS.top);
    const home = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first();
    const homeBox = await box(home);
    expect(homeBox.y + homeBox.height).toBeLessThanOrEqual(VIEWPORT_H - INSETS.bottom);
    await screenshot(page, 'safe-area-home');

    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect((await box(menu.getByRole('button', { name: 'Close' }).first())).y).toBeGreaterThanOrEqual(INSETS.top);
    await screenshot(page, 'safe-area-drawer');
  });

  it('a bottom sheet keeps its last control above the home indicator', async () => {
    const page = await notchedPage();
    await gotoApp(page, '/m/home', { lang: 'en' });
    await openServiceMenu(page);
    const sheet = page.getByRole('dialog', { name: 'Service' });
    const last = sheet.getByRole('link').last();
    // Measured once the sheet has slid up (a 0.2 s animation).
    await expect
      .poll(async () => {
        const lastBox = await box(last);
        return lastBox.y + lastBox.height;
      })
      .toBeLessThanOrEqual(VIEWPORT_H - INSETS.bottom);
    await screenshot(page, 'safe-area-sheet');
  });
});
