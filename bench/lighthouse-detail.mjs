#!/usr/bin/env node
/**
 * One Lighthouse run of one page of a built folder, taken apart: the metrics as simulated (what the
 * score uses) and as observed, the LCP element and its phases, the longest tasks as Lighthouse
 * simulates them and as they ran (with what filled them, from the trace), the requests with their
 * timing, and the main-thread breakdown. For finding why a budget is missed.
 *
 *   node bench/lighthouse-detail.mjs <dir> [path=/m/home]
 *
 * The server is warmed first (it compresses each file on its first request), so the first run is
 * not charged for the compression.
 */
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { auditPage, launchChrome } from './lib/lighthouse.mjs';
import { serveAll } from './lib/serve.mjs';

const [dir, path = '/m/home'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node bench/lighthouse-detail.mjs <dir> [path=/m/home]');
  process.exit(2);
}
const server = await serveAll({ site: resolve(dir) });
for (const file of await readdir(join(resolve(dir), 'assets')))
  await fetch(server.url('site', `/assets/${file}`), { headers: { 'accept-encoding': 'br' } });

const chrome = await launchChrome();
const ms = (value) => Math.round(value ?? NaN);
const short = (url = '') =>
  url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^data:.{0,40}.*/, 'data:…')
    .slice(0, 70);
try {
  const url = server.url('site', `${path}${path.includes('?') ? '&' : '?'}mock.latency=0`);
  const { lhr, artifacts } = await auditPage(chrome, url);
  const audit = (id) => lhr.audits[id];
  const observed = audit('metrics')?.details?.items?.[0] ?? {};
  console.log(
    `score ${ms(lhr.categories.performance.score * 100)} | simulated FCP ${ms(audit('first-contentful-paint').numericValue)}, LCP ${ms(audit('largest-contentful-paint').numericValue)}, TBT ${ms(audit('total-blocking-time').numericValue)}, SI ${ms(audit('speed-index').numericValue)}, CLS ${audit('cumulative-layout-shift').numericValue.toFixed(3)}`,
  );
  console.log(
    `observed FCP ${ms(observed.observedFirstContentfulPaint)}, LCP ${ms(observed.observedLargestContentfulPaint)}, load ${ms(observed.observedLoad)}`,
  );

  console.log('\nLCP element and phases');
  for (const table of audit('largest-contentful-paint-element')?.details?.items ?? []) {
    for (const item of table.items ?? [])
      console.log(
        item.node
          ? `  ${item.node.selector} ${item.node.snippet?.slice(0, 120)}`
          : `  ${item.phase} ${ms(item.timing)} ms`,
      );
  }

  console.log('\nLongest tasks, simulated (start, ms, script)');
  for (const task of (audit('long-tasks')?.details?.items ?? []).slice(0, 10))
    console.log(`  ${ms(task.startTime)}  ${ms(task.duration)}  ${short(task.url)}`);

  // The trace as it ran (no slowdown): each long task and its largest parts.
  const events = artifacts.Trace.traceEvents;
  const start = events.find((e) => e.name === 'navigationStart')?.ts ?? 0;
  const mainPid = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.dur > 30_000 && (!mainPid || e.pid === mainPid))
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 12);
  console.log('\nLongest tasks, observed (start, ms: largest parts)');
  for (const task of tasks) {
    const parts = {};
    for (const e of events) {
      if (
        e === task ||
        e.ph !== 'X' ||
        e.pid !== task.pid ||
        e.tid !== task.tid ||
        e.dur < 3_000 ||
        e.ts < task.ts ||
        e.ts + e.dur > task.ts + task.dur
      )
        continue;
      const name = `${e.name}${e.args?.data?.url ? ` ${short(e.args.data.url).replace(/.*\//, '')}` : ''}`;
      parts[name] = Math.max(parts[name] ?? 0, e.dur);
    }
    const largest = Object.entries(parts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, dur]) => `${name} ${ms(dur / 1000)}`);
    console.log(`  ${ms((task.ts - start) / 1000)}  ${ms(task.dur / 1000)}: ${largest.join(' | ')}`);
  }

  console.log('\nRequests (start, end, bytes, type, url)');
  for (const r of audit('network-requests')?.details?.items ?? []) {
    if (r.url.startsWith('data:')) continue;
    console.log(
      `  ${ms(r.networkRequestTime)}  ${ms(r.networkEndTime)}  ${r.transferSize}  ${r.resourceType}  ${short(r.url)}`,
    );
  }

  console.log('\nMain thread, simulated');
  for (const group of audit('mainthread-work-breakdown')?.details?.items ?? [])
    console.log(`  ${ms(group.duration)}  ${group.groupLabel}`);
} finally {
  await chrome.kill();
  await server.close();
}
