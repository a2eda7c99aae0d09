/**
 * Long list: open /m/rng (mock latency 0), scroll the window down step by step until 2,000 games
 * have been scrolled through (the grid's aria-posinset) or the list ends, then read the DOM node
 * count, the JS heap after a garbage collection, and the longest task seen while scrolling.
 */
import { launch, phonePage } from './browser.mjs';

const TARGET_GAMES = 2000;
const STEP_PX = 900;
const STEP_WAIT_MS = 60;
const IDLE_STOP_MS = 4000;
const TIME_LIMIT_MS = 120_000;

const watchLongTasks = () => {
  window.__bench = { longest: 0, tasks: 0, maxNodes: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.tasks += 1;
      window.__bench.longest = Math.max(window.__bench.longest, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: false });
};

export async function runLongList(url, log) {
  const browser = await launch();
  try {
    const page = await phonePage(browser);
    await page.addInitScript(watchLongTasks);
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('.game-grid__cell').first().waitFor();
    await page.waitForTimeout(1000);
    await page.evaluate(() => Object.assign(window.__bench, { longest: 0, tasks: 0 }));

    const started = Date.now();
    let lastProgress = Date.now();
    let reached = 0;
    let total = 0;
    while (reached < TARGET_GAMES && Date.now() - started < TIME_LIMIT_MS && Date.now() - lastProgress < IDLE_STOP_MS) {
      const state = await page.evaluate((step) => {
        window.scrollBy(0, step);
        const cells = [...document.querySelectorAll('.game-grid__cell')];
        const pos = cells.map((c) => Number(c.getAttribute('aria-posinset')) || 0);
        const nodes = document.getElementsByTagName('*').length;
        window.__bench.maxNodes = Math.max(window.__bench.maxNodes, nodes);
        return { reached: Math.max(0, ...pos), total: Number(cells[0]?.getAttribute('aria-setsize')) || 0 };
      }, STEP_PX);
      if (state.reached > reached || state.total > total) lastProgress = Date.now();
      reached = Math.max(reached, state.reached);
      total = Math.max(total, state.total);
      await page.waitForTimeout(STEP_WAIT_MS);
    }
    const seconds = (Date.now() - started) / 1000;
    await page.waitForTimeout(500);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((m) => m.name === name)?.value ?? null;
    const after = await page.evaluate(() => ({ nodes: document.getElementsByTagName('*').length, ...window.__bench }));
    const result = {
      url,
      gamesReached: reached,
      gamesLoaded: total,
      scrollSeconds: seconds,
      domNodes: after.nodes,
      maxDomNodes: after.maxNodes,
      jsHeapMB: metric('JSHeapUsedSize') / 1024 / 1024,
      longestTaskMs: after.longest,
      longTasks: after.tasks,
    };
    log(
      `  long list: ${reached}/${total} games in ${seconds.toFixed(1)} s, DOM ${after.nodes} (max ${after.maxNodes}), heap ${result.jsHeapMB.toFixed(1)} MB, longest task ${Math.round(after.longest)} ms`,
    );
    return result;
  } finally {
    await browser.close();
  }
}
