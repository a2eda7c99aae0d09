#!/usr/bin/env node
/**
 * Screenshots of the prerendered shell for a look by eye: each page without JavaScript (what
 * paints first), and after React has mounted. node bench/screens.mjs [build dir] (default: the
 * bench's demo build); PNGs go to bench/.work/screens/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { WORK } from './lib/build.mjs';
import { launch } from './lib/browser.mjs';
import { serveAll } from './lib/serve.mjs';

const PAGES = ['/m/home', '/m/rng', '/m/lott', '/m/login', '/m/activity'];
const dir = process.argv[2] ?? join(WORK, 'demo');
const out = join(WORK, 'screens');
await mkdir(out, { recursive: true });
const server = await serveAll({ site: dir });
const browser = await launch();
try {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled,
    });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(server.url('site', `${path}?mock.latency=0`), { waitUntil: 'load' });
      if (javaScriptEnabled) await page.waitForFunction(() => !document.querySelector('.app[inert]'));
      const name = `${path.replace(/\W+/g, '_')}-${javaScriptEnabled ? 'react' : 'static'}.png`;
      await page.screenshot({ path: join(out, name) });
      console.log(join(out, name));
    }
    await context.close();
  }
  // One picture per page: prerendered frame (left) next to the React page (right).
  const sheet = await browser.newPage({ viewport: { width: 770, height: 812 } });
  for (const path of PAGES) {
    const base = path.replace(/\W+/g, '_');
    await sheet.goto(`file://${out}/`);
    await sheet.setContent(
      `<body style="margin:0;display:flex;gap:20px;background:#888">${['static', 'react'].map((k) => `<img src="file://${out}/${base}-${k}.png" width="375" height="812">`).join('')}</body>`,
    );
    await sheet.waitForLoadState('load');
    await sheet.screenshot({ path: join(out, `${base}-pair.png`) });
  }
} finally {
  await browser.close();
  await server.close();
}
