#!/usr/bin/env node
/**
 * What the home's first render puts on the page, and what scrolling adds, in built demo folders at
 * 375×812 (notice popup skipped, `mock.latency=0`), runs interleaved like compare.mjs:
 * - elements in `main` once loaded (the first strip shows its games, then 2.5 s to settle), and
 *   after scrolling a screen at a time to the bottom;
 * - main-thread blocking while loading, unthrottled: the sum over long tasks of their time above
 *   50 ms (Lighthouse's TBT without its 4× CPU slowdown and network simulation), and the longest;
 * - cumulative layout shift while loading and after scrolling;
 * - each home section's height (last run), and screenshots at the top and the bottom.
 *
 *   node bench/home-dom.mjs <dir> [<dir> …] [--runs=3]
 *   (screenshots: bench/.work/screens/home-<folder>-{top,bottom}.png)
 */
import { mkdir } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { launch, phonePage } from './lib/browser.mjs';
import { serveAll } from './lib/serve.mjs';
import { median } from './lib/stats.mjs';
import { table } from './lib/table.mjs';

const SETTLE_MS = 2_500;
const SCROLL_STEP_PX = 600;
const SCREENS = 'bench/.work/screens';
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
const dirs = args.filter((a) => !a.startsWith('--'));
if (dirs.length === 0) {
  console.error('usage: node bench/home-dom.mjs <dir> [<dir> …] [--runs=3]');
  process.exit(2);
}

async function measure(browser, url, name) {
  const page = await phonePage(browser);
  await page.addInitScript(() => {
    sessionStorage.setItem('noticePopupShown', '1');
    Object.assign(window, { __cls: 0, __blocking: 0, __longest: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__blocking += entry.duration - 50;
        window.__longest = Math.max(window.__longest, entry.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url);
  // Loaded: the first strip shows its games; then the queries of the first screens answer.
  await page.locator('.game-strip:not(.game-strip--loading)').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  const read = () =>
    page.evaluate(() => ({
      elements: document.querySelectorAll('main *').length,
      cls: window.__cls,
      blocking: window.__blocking,
      longest: window.__longest,
    }));
  const loaded = await read();
  await page.screenshot({ path: `${SCREENS}/home-${name}-top.png` });
  // A screen at a time, as a reader would, letting each section render.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += SCROLL_STEP_PX) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SCREENS}/home-${name}-bottom.png` });
  const scrolled = await read();
  const sections = await page.evaluate(() =>
    [...document.querySelectorAll('.home-sections > *, .winner-board')].map((el) => {
      const label = el.querySelector('[aria-label]')?.getAttribute('aria-label') ?? el.querySelector('h2')?.textContent;
      return `${label} ${Math.round(el.getBoundingClientRect().height)}`;
    }),
  );
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.context().close();
  return { loaded, scrolled, sections, height };
}

const server = await serveAll(Object.fromEntries(dirs.map((dir) => [basename(dir), resolve(dir)])));
const browser = await launch();
await mkdir(SCREENS, { recursive: true });
const results = Object.fromEntries(dirs.map((dir) => [basename(dir), []]));
try {
  for (let i = 0; i < runs; i += 1) {
    const order = i % 2 ? [...dirs].reverse() : dirs;
    for (const dir of order) {
      const name = basename(dir);
      const run = await measure(browser, server.url(name, '/m/home?mock.latency=0&lang=en'), name);
      results[name].push(run);
      console.log(
        `${name} #${i + 1}: ${run.loaded.elements} elements, blocking ${Math.round(run.loaded.blocking)} ms (longest ${Math.round(run.loaded.longest)}) | ${run.sections.join(', ')}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const med = (list, pick, digits = 0) => Number(median(list.map(pick)).toFixed(digits));
console.log(`\n/m/home at 375×812, median of ${runs}`);
console.log(
  table(
    [
      'build',
      'elements loaded',
      'blocking ms',
      'longest task ms',
      'CLS loaded',
      'elements scrolled',
      'CLS scrolled',
      'page height',
    ],
    Object.entries(results).map(([name, list]) => [
      name,
      med(list, (r) => r.loaded.elements),
      med(list, (r) => r.loaded.blocking),
      med(list, (r) => r.loaded.longest),
      med(list, (r) => r.loaded.cls, 3),
      med(list, (r) => r.scrolled.elements),
      med(list, (r) => r.scrolled.cls, 3),
      med(list, (r) => r.height),
    ]),
  ),
);
