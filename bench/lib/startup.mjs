/**
 * Start-up: navigation → first paint of the shell, with mock latency 300 ms, with the site status
 * cached in localStorage from an earlier visit (warm) and without it (cold). Two moments:
 * - firstPaint: the browser's first contentful paint (the prerendered shell when there is one);
 * - reactShell: the frame after React has put the real shell (bottom menu) in the page.
 * `statusAnswered` tells whether the status call had already answered when the React shell
 * painted (it should not have to: a warm shell awaits no network call).
 */
import { launch, phonePage } from './browser.mjs';
import { median } from './stats.mjs';

const STATUS_KEY = 'MC_SITE_STATUS';
const RUNS = 3;

const watchShell = () => {
  window.__startup = { reactShell: null, firstPaint: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__startup.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const seen = () => document.querySelector('body > .app:not([inert]) :is(.bottom-menu, .brand-bar, .title-bar)');
  const mark = () => {
    if (window.__startup.reactShell !== null || !seen()) return false;
    requestAnimationFrame(() => setTimeout(() => (window.__startup.reactShell = performance.now())));
    return true;
  };
  new MutationObserver((_, observer) => mark() && observer.disconnect()).observe(document, {
    childList: true,
    subtree: true,
  });
};

async function measureOnce(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    () => window.__startup?.reactShell !== null && window.__startup.firstPaint !== null,
    null,
    { timeout: 30_000 },
  );
  return page.evaluate(() => ({ firstPaint: window.__startup.firstPaint, reactShell: window.__startup.reactShell }));
}

export async function runStartup(url, log) {
  const browser = await launch();
  try {
    const results = {};
    for (const mode of ['cold', 'warm']) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const page = await phonePage(browser);
        await page.addInitScript(watchShell);
        // First visit: the status lands in localStorage (and the browser cache holds the assets).
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForFunction((key) => localStorage.getItem(key) !== null, STATUS_KEY, { timeout: 30_000 });
        if (mode === 'cold') await page.evaluate((key) => localStorage.removeItem(key), STATUS_KEY);
        runs.push(await measureOnce(page, url));
        await page.context().close();
      }
      results[mode] = {
        runs,
        firstPaintMs: median(runs.map((r) => r.firstPaint)),
        reactShellMs: median(runs.map((r) => r.reactShell)),
      };
      log(
        `  start-up ${mode}: first paint ${Math.round(results[mode].firstPaintMs)} ms, React shell ${Math.round(results[mode].reactShellMs)} ms`,
      );
    }
    return { url, ...results };
  } finally {
    await browser.close();
  }
}
