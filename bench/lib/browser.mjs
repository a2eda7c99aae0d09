/** Headless Debian Chromium via playwright-core, as the e2e harness uses it: a 375×812 phone. */
import { chromium } from 'playwright-core';

/** `args`: more Chromium switches (the real-user part trusts the bench's certificate, ./serve.mjs). */
export function launch(args = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-precise-memory-info',
      ...args,
    ],
  });
}

/** A new context (its own cache, storage and connections: a first visit) with one page. */
export async function phonePage(browser, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    ...options,
  });
  context.setDefaultTimeout(20_000);
  return context.newPage();
}
