#!/usr/bin/env node
/**
 * Where the main thread goes while a page of the demo build loads: a CPU profile of the first
 * seconds (4× CPU slowdown as Lighthouse's mobile preset), self time by script and the top
 * functions. node bench/profile.mjs [/m/home] [seconds=6] — uses bench/.work/demo (npm run bench builds it).
 */
import { join } from 'node:path';
import { WORK } from './lib/build.mjs';
import { launch, phonePage } from './lib/browser.mjs';
import { serveAll } from './lib/serve.mjs';

const [path = '/m/home', seconds = '6'] = process.argv.slice(2);
const server = await serveAll({ demo: join(WORK, 'demo') });
const browser = await launch();
try {
  const page = await phonePage(browser);
  // REDUCED_MOTION=1: the same load without CSS animations (how much do shimmer and pulse cost?).
  if (process.env.REDUCED_MOTION === '1') await page.emulateMedia({ reducedMotion: 'reduce' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await page.goto(server.url('demo', `${path}?mock.latency=0`));
  await page.waitForTimeout(Number(seconds) * 1000);
  const { profile } = await cdp.send('Profiler.stop');

  const selfMs = new Map(profile.nodes.map((n) => [n.id, 0]));
  for (let i = 0; i < profile.samples.length; i += 1)
    selfMs.set(profile.samples[i], selfMs.get(profile.samples[i]) + profile.timeDeltas[i] / 1000);
  const byScript = {};
  const byFunction = {};
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id);
    const { url, functionName, lineNumber } = node.callFrame;
    const script = url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : `(${functionName || 'native'})`;
    byScript[script] = (byScript[script] ?? 0) + ms;
    const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}`;
    byFunction[fn] = (byFunction[fn] ?? 0) + ms;
  }
  const top = (o, n) =>
    Object.entries(o)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  console.log(`CPU self time during the first ${seconds} s of ${path} (4× slowdown), by script:`);
  for (const [k, v] of top(byScript, 12)) console.log(`${Math.round(v).toString().padStart(7)} ms  ${k}`);
  console.log('\nTop functions:');
  for (const [k, v] of top(byFunction, 15)) console.log(`${Math.round(v).toString().padStart(7)} ms  ${k}`);
} finally {
  await browser.close();
  await server.close();
}
