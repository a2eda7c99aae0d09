#!/usr/bin/env node
/**
 * Two built demo folders under Lighthouse, runs interleaved (A B B A A B …) so that both see the
 * same machine load: on a shared 2-core box the TBT of one build moves by seconds between runs,
 * and a before/after taken minutes apart measures the neighbours, not the change.
 *
 *   node bench/compare.mjs <dirA> <dirB> [path=/m/home] [runs=4] [throttling=simulate|devtools]
 *
 * Prints each run (score, FCP, LCP, TBT and Lighthouse's three longest tasks with their script)
 * and the medians; `devtools` applies the throttling to the load instead of estimating it. Build
 * a folder with `M_SITE_OUT_DIR=<dir> npx vite build --mode demo`.
 */
import { basename, resolve } from 'node:path';
import { auditPage, launchChrome } from './lib/lighthouse.mjs';
import { serveAll } from './lib/serve.mjs';
import { median } from './lib/stats.mjs';
import { table } from './lib/table.mjs';

const [dirA, dirB, path = '/m/home', runs = '4', throttling = 'simulate'] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node bench/compare.mjs <dirA> <dirB> [path=/m/home] [runs=4] [throttling=simulate|devtools]');
  process.exit(2);
}
const names = ['A', 'B'];
const server = await serveAll({ A: resolve(dirA), B: resolve(dirB) });
const chrome = await launchChrome();
const results = { A: [], B: [] };
try {
  for (let i = 0; i < Number(runs); i += 1) {
    for (const name of i % 2 ? [...names].reverse() : names) {
      const { lhr } = await auditPage(chrome, server.url(name, `${path}?mock.latency=0`), throttling);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const run = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
      };
      results[name].push(run);
      const longest = (lhr.audits['long-tasks']?.details?.items ?? [])
        .slice(0, 3)
        .map((task) => `${basename(task.url).replace(/\?.*$/, '')} ${Math.round(task.duration)}`)
        .join(', ');
      console.log(
        `${name} #${i + 1}: score ${run.score}, FCP ${Math.round(run.fcp)}, LCP ${Math.round(run.lcp)}, TBT ${Math.round(run.tbt)} | longest tasks: ${longest}`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server.close();
}
const pick = (name, key) => Math.round(median(results[name].map((r) => r[key])));
console.log(`\n${path}, ${throttling}, median of ${runs} (A = ${dirA}, B = ${dirB})`);
console.log(
  table(
    ['build', 'score', 'FCP ms', 'LCP ms', 'TBT ms'],
    names.map((name) => [name, pick(name, 'score'), pick(name, 'fcp'), pick(name, 'lcp'), pick(name, 'tbt')]),
  ),
);
