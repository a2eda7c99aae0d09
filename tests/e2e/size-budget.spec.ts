/**
 * The live build's initial JS (what index.html loads before any lazy import, gzip) must stay
 * within 10% over its budget: 1.2× the "stack floor" page (React, router, TanStack Query, zustand
 * and i18next wired, nothing else; measured by `npm run bench`). Over that, something got
 * imported eagerly that should be lazy: run `npm run bench -- --only bundle` to see what.
 * Every route page also paints the app shell before the JS runs (build/prerender-shell.ts), in
 * the same place as the shell React then shows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BUDGETS } from '../../bench/budgets.mjs';
import { bootFilesOf, initialSizes } from '../../bench/lib/bundle.mjs';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH } from '../../build/boot-script';
import { COMPILE_HINT } from '../../build/compile-hints';
import { ROUTES } from '../../src/config/paths';
import { gotoApp, useBrowser } from './harness/browser';
import { PROJECT_ROOT, viteBuild } from './harness/vite-build';
import { startStaticServer } from '../../scripts/serve-static.mjs';

const OUT_DIR = join(PROJECT_ROOT, '.e2e/size-budget');
const BUILD_TIMEOUT_MS = 180_000;
const budget = Math.round(BUDGETS.stackFloorJsGzip * BUDGETS.liveJsToStackFloor);
/** Every route page's folder in the build (each has an index.html). */
const ROUTE_PAGE_DIRS = ROUTES.map((route) => route.path.replace(/^\/+/, ''));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('live bundle size', () => {
  beforeAll(() => viteBuild('production', OUT_DIR), BUILD_TIMEOUT_MS);
  const live = useBrowser();

  it(`keeps the initial JS within ${BUDGETS.sizeCheckTolerance * 100}% over its budget (${kb(budget)} gzip)`, () => {
    const { js, files } = initialSizes(OUT_DIR);
    const limit = budget * (1 + BUDGETS.sizeCheckTolerance);
    expect(js.gzip, `initial JS ${kb(js.gzip)} gzip > ${kb(limit)} (files: ${files.join(', ')})`).toBeLessThanOrEqual(
      limit,
    );
    // The app wires the whole stack: less than the stack floor means the HTML was misread, not a win.
    expect(js.gzip, `initial JS ${kb(js.gzip)} read from the HTML (files: ${files.join(', ')})`).toBeGreaterThanOrEqual(
      BUDGETS.stackFloorJsGzip,
    );
  });

  it('loads the start-up code as one file and the bundler runtime (Rolldown would cut it into eight)', () => {
    const scripts = initialSizes(OUT_DIR).files.filter((file) => file.endsWith('.js'));
    expect(scripts.map((file) => file.replace(/-[\w-]{8}\.js$/, ''))).toEqual([
      'assets/index',
      'assets/rolldown-runtime',
    ]);
  });

  it('paints the shell from the HTML of every route page, which asks for no script itself', () => {
    const policy = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    for (const page of ['index.html', 'm/rng/index.html', 'm/login/index.html', '404.html']) {
      const html = readFileSync(join(OUT_DIR, page), 'utf8');
      expect(html, page).toContain('id="prepaint"');
      expect(html, page).toMatch(/<style>[^<]*\.bottom-menu/);
      // No script or modulepreload tag the browser would fetch before the first paint: the page's
      // files are a JSON list, and the one inline script (allowed by its hash) asks for them once painted.
      expect(html.match(/<script\b[^>]*>/g), page).toEqual([
        '<script type="application/json" id="boot-files">',
        '<script>',
      ]);
      expect(html, page).not.toMatch(/<script[^>]* src=|rel="modulepreload"/);
      expect(html, page).toContain(`<script>${BOOT_SCRIPT}</script>`);
      expect(policy(html), page).toContain(`script-src 'self' ${BOOT_SCRIPT_HASH}`);
      expect(bootFilesOf(html)?.entry, page).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    }
    expect(readFileSync(join(OUT_DIR, 'm/rng/index.html'), 'utf8')).toContain('class="bottom-menu"');
    // The default language's namespaces come as one file (one request, not nine).
    expect(
      bootFilesOf(readFileSync(join(OUT_DIR, 'index.html'), 'utf8'))?.route.filter((file) => file.includes('/locale-')),
    ).toEqual([expect.stringMatching(/locale-ty-/)]);
    expect(readFileSync(join(OUT_DIR, 'm/login/index.html'), 'utf8')).not.toContain('class="bottom-menu"');
    // Screens that open with their banners draw the banner's box on the brand artwork, which comes
    // inside the page's inline stylesheet: it paints with the first paint, no request to wait for.
    for (const page of ['index.html', 'm/rng/index.html', 'm/lott/index.html']) {
      const html = readFileSync(join(OUT_DIR, page), 'utf8');
      expect(html, page).toContain('<div class="banner banner--hero"></div>');
      expect(html, page).toMatch(/<style>[^<]*\.banner--hero\{background:url\("data:image\/svg\+xml,/);
      expect(html, page).not.toMatch(/banner-hero\.svg|rel="preload" as="image"/);
    }
    expect(readFileSync(join(OUT_DIR, 'm/login/index.html'), 'utf8')).not.toContain('banner--hero"');
  });

  it('marks for eager compilation exactly the scripts some page loads or preloads with its HTML', () => {
    const pages = ['index.html', ...ROUTE_PAGE_DIRS.map((dir) => `${dir}/index.html`)];
    const filesOf = (page: string) => {
      const boot = bootFilesOf(readFileSync(join(OUT_DIR, page), 'utf8'));
      return boot ? [boot.entry, ...boot.preload, ...boot.route].map((file) => file.slice(1)) : [];
    };
    const loaded = new Set(pages.flatMap(filesOf));
    const scripts = readdirSync(join(OUT_DIR, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `assets/${file}`);
    const hinted = scripts.filter((file) => readFileSync(join(OUT_DIR, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
    expect(loaded.size).toBeGreaterThan(20);
    expect(new Set(hinted)).toEqual(loaded);
    // Loaded on demand, not with a page: Swiper's carousel, the side menu.
    expect(hinted.some((file) => /BannerSwiper|SideMenu/.test(file))).toBe(false);
  });

  it('starts under its own Content-Security-Policy: the boot script runs and the app mounts', async () => {
    const server = await startStaticServer(OUT_DIR, 0);
    try {
      const page = await live.newPage();
      const refused: string[] = [];
      page.on(
        'console',
        (message) => message.text().includes('Content Security Policy') && refused.push(message.text()),
      );
      await page.goto(`${server.url}/m/home`);
      // No backend behind the live build here: its calls fail, but the shell is React's.
      await page.locator('#root .bottom-menu').waitFor();
      expect(refused).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('pre-painted shell (demo build)', () => {
  const app = useBrowser();
  // (The deposit icon itself pulses, so its box is read through its entry.)
  const SHELL_PARTS = ['.brand-bar', '.bottom-menu', '.bottom-menu__item--deposit', '.banner'];
  const boxesOf = (page: import('playwright-core').Page, root: string) =>
    Promise.all(SHELL_PARTS.map((part) => page.locator(`${root} ${part}`).first().boundingBox()));

  it.each(['/m/rng', '/m/lott'])(
    'paints bars, menu and the top banner’s box of %s without JavaScript where React then puts them, and goes when React mounts',
    async (path) => {
      const context = await app.browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        javaScriptEnabled: false,
      });
      const staticPage = await context.newPage();
      await staticPage.goto(new URL(path, inject('baseUrl')).href);
      const painted = await boxesOf(staticPage, '#prepaint');
      await context.close();
      expect(painted.every(Boolean)).toBe(true);

      const page = await app.newPage();
      await gotoApp(page, path);
      await page.getByRole('navigation', { name: '主菜单' }).waitFor();
      expect(await page.locator('#prepaint').count()).toBe(0);
      expect(await boxesOf(page, '#root')).toEqual(painted);
    },
  );

  it.each(['/m/home', '/m/lott'])('asks for no script of %s before the pre-painted shell has painted', async (path) => {
    const page = await app.newPage();
    await gotoApp(page, path);
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(painted).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(10);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(painted!);
  });
});
