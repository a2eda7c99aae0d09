/**
 * The app start waits for the language and a status fetch (accounts-and-access §2) when no status
 * is cached: with maintenance on, a first visit never shows a usable login form before the
 * maintenance page. With a cached status the page paints from it without waiting for the server.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_SHELL, gotoApp, useBrowser } from './harness/browser';

const app = useBrowser();

/** Every answer takes this long: an app that did not wait would show the form meanwhile, one that waits shows it only after. */
const SLOW_ANSWERS_MS = 4000;
const SLOW_ANSWERS = { 'mock.latency': SLOW_ANSWERS_MS };

declare global {
  interface Window {
    __loginFormShown?: boolean;
  }
}

/** From the page's first byte on, note whether the rendered app (not the inert prerendered frame) ever held a password field. */
async function watchForLoginForm(page: Page): Promise<void> {
  await page.addInitScript((shell) => {
    window.__loginFormShown = false;
    new MutationObserver(() => {
      if (document.querySelector(`${shell} input[type=password]`)) window.__loginFormShown = true;
    }).observe(document, { childList: true, subtree: true });
  }, APP_SHELL);
}

describe('first visit', () => {
  it('with maintenance on and no cached status: the maintenance page, never a usable login form first', async () => {
    const page = await app.newPage();
    await watchForLoginForm(page);
    await gotoApp(page, '/m/login', { lang: 'en', 'mock.maintenance': 1, ...SLOW_ANSWERS });
    await page.getByRole('heading', { name: 'Under maintenance' }).waitFor({ timeout: 3 * SLOW_ANSWERS_MS });
    expect(await page.evaluate(() => window.__loginFormShown)).toBe(false);
  });

  it('with a cached normal status: the login form paints at once, before a slow status answer', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/login', { lang: 'en' });
    await page.getByLabel('Password').waitFor(); // the status is cached now
    const started = Date.now();
    await gotoApp(page, '/m/login', { lang: 'en', ...SLOW_ANSWERS });
    await page.getByLabel('Password').waitFor();
    expect(Date.now() - started).toBeLessThan(SLOW_ANSWERS_MS);
  });
});
