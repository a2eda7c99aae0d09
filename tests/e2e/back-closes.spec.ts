/**
 * Phone habits against the built demo: Back (the browser's, Android's gesture, iOS's swipe) closes
 * what is open — drawer, sheets, popups, centred dialogs — and keeps the page; the page behind an
 * open overlay is inert (a native modal <dialog>).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, overlayEntryOff, skipNoticePopup, useBrowser } from './harness/browser';
import { openServiceMenu } from './service-widget';

const app = useBrowser();

const isModal = (dialog: Locator) => dialog.evaluate((el) => el.closest('dialog')?.matches(':modal') ?? false);

/** Back with the overlay open: it closes, the address stays, and the page is usable again. */
async function backCloses(page: Page, overlay: Locator, path: string) {
  await overlay.waitFor();
  expect(await isModal(overlay)).toBe(true);
  await page.goBack();
  await overlay.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(path);
}

describe('Back closes what is open', () => {
  it('the side menu (drawer) and the service menu (sheet), each time it is opened', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/home', { lang: 'en' });
    const opener = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    for (let time = 0; time < 2; time++) {
      await opener.click();
      await backCloses(page, page.getByRole('dialog', { name: 'Menu' }), '/m/home');
    }
    await openServiceMenu(page);
    await backCloses(page, page.getByRole('dialog', { name: 'Service' }), '/m/home');
  });

  it('the home notice popup that opened by itself', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en' });
    await backCloses(page, page.getByRole('dialog', { name: /Welcome!/ }), '/m/home');
  });

  it('the game search sheet', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/rng', { lang: 'en' });
    await page.getByRole('button', { name: 'Search games' }).click();
    await backCloses(page, page.getByRole('dialog', { name: 'Search games' }), '/m/rng');
  });

  it('a centred dialog, and closing it with its button leaves no extra step behind', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/home', { lang: 'en' });
    await gotoApp(page, '/m/register', { lang: 'en' });
    const policy = page.getByRole('dialog', { name: 'Privacy policy' });
    await page.getByRole('button', { name: 'Privacy policy' }).first().click();
    await backCloses(page, policy, '/m/register');

    await page.getByRole('button', { name: 'Privacy policy' }).first().click();
    await policy.waitFor();
    await policy.getByRole('button', { name: 'Close' }).first().click();
    await policy.waitFor({ state: 'detached' });
    // The dialog's history entry goes with it (a task later, as no finger can press Back sooner): one Back then
    // returns to the page before.
    await overlayEntryOff(page);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/m/home');
  });

  it('a link followed from the side menu: one Back returns to the page the menu was opened on', async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/activity', { lang: 'en' });
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/m/login');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/m/home');
    // The menu's left-behind entry (same address) is stepped over at once…
    await overlayEntryOff(page);
    // …so the next Back goes on to the page before.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/m/activity');
  });
});
