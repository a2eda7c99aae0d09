/**
 * Lighthouse 12, performance category only, default (mobile) preset: Moto G Power emulation,
 * simulated slow-4G throttling and 4× CPU slowdown. Runs offline against 127.0.0.1, in one
 * headless Debian Chromium; every run opens a fresh tab with storage cleared (a first visit).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { median } from './stats.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One headless Chromium for a series of Lighthouse runs (the caller kills it). */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
}

/**
 * One Lighthouse run of `url` in `chrome`, performance only: { lhr, artifacts }. `throttling`:
 * 'simulate' (the preset's default: an unthrottled load, then Lantern's estimate of the same load
 * on slow 4G and a 4× slower CPU) or 'devtools' (the same throttling applied to the load itself).
 */
export function auditPage(chrome, url, throttling = 'simulate') {
  return lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: throttling,
  });
}

function metricsOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: lhr.categories.performance.score == null ? null : Math.round(lhr.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    error: lhr.runtimeError?.message ?? null,
  };
}

/** `pages`: [{ name, url }]; returns { name: { runs, median: {score, fcp, lcp, tbt, cls} } }. */
export async function runLighthouse(pages, runs, log, throttling = 'simulate') {
  const chrome = await launchChrome();
  const results = {};
  try {
    for (const { name, url } of pages) {
      const all = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await auditPage(chrome, url, throttling);
        const m = metricsOf(result.lhr);
        all.push(m);
        log(
          `  lighthouse ${name} #${i + 1}: score ${m.score}, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls?.toFixed(3)}${m.error ? ` (${m.error})` : ''}`,
        );
      }
      const pick = (k) => median(all.map((r) => r[k]));
      results[name] = {
        url,
        runs: all,
        median: { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') },
      };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
