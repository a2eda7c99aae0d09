/**
 * The live build's initial JS (what every page loads before its screen's own code, gzip) must stay
 * within 10% over its budget: 1.2× the "stack floor" page (React, router, TanStack Query, zustand
 * and i18next wired, nothing else; measured by `npm run bench`). Over that, something got
 * imported eagerly that should be lazy: run `npm run bench -- --only bundle` to see what.
 * Every route page is prerendered with its frame (the shell's HydrateFallback: bars, skeleton,
 * menu), which React then takes over and replaces with the same shell in the same place.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { BUDGETS } from '../../bench/budgets.mjs';
import { initialSizes } from '../../bench/lib/bundle.mjs';
import { inlineScripts, scriptHash } from '../../build/csp';
import { BOOT_SCRIPT } from '../../src/app/boot-script';
import { APP_SHELL, gotoApp, useBrowser } from './harness/browser';
import { startStaticServer } from '../../scripts/serve-static.mjs';
import { configureSite } from '../../scripts/configure-site.mjs';
import { siteStatus } from '../../src/queries/testing/site-status';

const OUT_DIR = inject('liveDir');
const budget = Math.round(BUDGETS.stackFloorJsGzip * BUDGETS.liveJsToStackFloor);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const policyOf = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
/** The prerendered frame: the `.app` root React renders as the shell's HydrateFallback (inert until replaced). */
const FRAME = /<body><div class="app[^"]*" inert="">/;

describe('live bundle size', () => {
  // Requests counted: a page with an empty HTTP cache makes them all.
  const live = useBrowser({ ownContext: true });

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

  it('carries only the build variables the app reads: not the build environment’s others', () => {
    // The suite's builds run with VITE_CONFIG_NATIVE_IGNORE_WARNING set (harness/vite-build.ts), which the app never
    // reads: it is in the bundle only if some code takes `import.meta.env` whole, and with it every VITE_ variable.
    const scripts = readdirSync(join(OUT_DIR, 'assets')).filter((file) => file.endsWith('.js'));
    const carrying = scripts.filter((file) =>
      readFileSync(join(OUT_DIR, 'assets', file), 'utf8').includes('VITE_CONFIG_NATIVE_IGNORE_WARNING'),
    );
    expect(carrying).toEqual([]);
  });

  it('loads the start-up code as one file, besides the route manifest, the bundler runtime and the frame’s route modules', () => {
    const scripts = initialSizes(OUT_DIR).files.filter((file) => file.endsWith('.js'));
    expect(scripts.map((file) => file.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(
      [
        'assets/AppShell',
        'assets/RouteBoundary',
        'assets/entry.client',
        'assets/manifest',
        'assets/rolldown-runtime',
        'assets/root',
      ].sort(),
    );
  });

  it.each(['home', 'rng', 'lott'])(
    `/m/%s asks for at most ${BUDGETS.firstScreenScripts} scripts before its first screen (the pieces many screens share come as one file)`,
    (page) => {
      const html = readFileSync(join(OUT_DIR, 'm', page, 'index.html'), 'utf8');
      const scripts = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]));
      expect(scripts.size, [...scripts].join(', ')).toBeLessThanOrEqual(BUDGETS.firstScreenScripts);
      expect([...scripts].some((file) => file.includes('/shared-'))).toBe(true);
    },
  );

  it('prerenders every route page with its frame, in the default language, and allows exactly its inline scripts', () => {
    for (const page of [
      'index.html',
      'm/rng/index.html',
      'm/login/index.html',
      'm/member/home/index.html',
      '404.html',
    ]) {
      const html = readFileSync(join(OUT_DIR, page), 'utf8');
      expect(html, page).toMatch(FRAME);
      expect(html, page).toContain('<html lang="zh-CN">');
      // Its stylesheets inline (build/inline-styles.ts): every stylesheet link is there for React only, never fetched.
      expect(html, page).toContain('<style>');
      expect(html, page).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
      // Our boot script and React Router's own inline scripts, each allowed by its hash, nothing else inline.
      const scripts = inlineScripts(html);
      expect(scripts, page).toContain(BOOT_SCRIPT);
      const scriptSrc = policyOf(html)
        .split('; ')
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc, page).toBe(['script-src', "'self'", ...[...new Set(scripts.map(scriptHash))].sort()].join(' '));
    }
    expect(readFileSync(join(OUT_DIR, 'm/rng/index.html'), 'utf8')).toContain('class="bottom-menu"');
    expect(readFileSync(join(OUT_DIR, 'm/rng/index.html'), 'utf8')).toContain('class="brand-bar"');
    const login = readFileSync(join(OUT_DIR, 'm/login/index.html'), 'utf8');
    expect(login).not.toContain('class="bottom-menu"');
    expect(login).toMatch(/<h1 class="title-bar__title">登录<\/h1>/);
    // Screens that open with their banners draw the banner's box on the brand artwork, inlined in the stylesheet.
    for (const page of ['index.html', 'm/rng/index.html', 'm/lott/index.html']) {
      expect(readFileSync(join(OUT_DIR, page), 'utf8'), page).toContain('<div class="banner banner--hero"></div>');
    }
    expect(login).not.toContain('banner--hero"');
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
      await page.locator(`${APP_SHELL} .bottom-menu`).waitFor();
      expect(refused).toEqual([]);
    } finally {
      await server.close();
    }
  });

  /**
   * /m/home of the live build in `dir` with a backend where the site is open and there are no banners, games or
   * vendors (nothing fails, so nothing is retried or asked again): every request to the site and the backend.
   */
  async function homeCalls(dir: string) {
    const server = await startStaticServer(dir, 0);
    try {
      const page = await live.newPage();
      const asked: string[] = [];
      const addresses: string[] = [];
      page.on('request', (request) => addresses.push(new URL(request.url()).pathname));
      await page.route('**/wps/**', (route) => {
        const url = new URL(route.request().url());
        const group = url.searchParams.get('groupName');
        asked.push(`${route.request().method()} ${url.pathname}${group ? ` ${group}` : ''}`);
        if (group) asked.push(`merchant ${url.searchParams.get('merchantCode')}`);
        const value = url.pathname.endsWith('/system/status')
          ? siteStatus()
          : /hotGamesV2|newGameVendor/.test(url.pathname)
            ? []
            : {};
        return route.fulfill({ json: { success: true, value } });
      });
      await page.goto(`${server.url}/m/home`);
      await page.locator(`${APP_SHELL} .bottom-menu`).waitFor();
      // Sent by the head, each taken by the app's same call (src/api/first-calls.ts).
      const waiting = () => page.evaluate(() => (window as { __firstCalls?: unknown[] }).__firstCalls?.length);
      await expect.poll(waiting, { timeout: 10_000 }).toBe(0);
      await expect
        .poll(() => asked.filter((call) => call.startsWith('GET ')).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(4);
      const sentByHead = await page.evaluate(() => (window as { __firstCalls?: unknown[] }).__firstCalls);
      return { asked, addresses, sentByHead };
    } finally {
      await server.close();
    }
  }

  /** Home's first screen: the site status, its banners and promo slots, the hot games and the vendor list. */
  const HOME_FIRST_CALLS = [
    'GET /wps/system/status',
    'GET /wps/relay/CCSFE_getListAnnouncements m_home',
    'GET /wps/relay/CCSFE_getListAnnouncements m_pro',
    'GET /wps/relay/CCSFE_getListAnnouncements m_pro1',
    'POST /wps/relay/GCSGAME_hotGamesV2',
    'GET /wps/relay/GCSGAME_newGameVendor',
  ];

  it("sends a first visit's first calls from the page's head, and the app takes each answer instead of asking again", async () => {
    const { asked, addresses } = await homeCalls(OUT_DIR);
    for (const call of HOME_FIRST_CALLS)
      expect(
        asked.filter((seen) => seen === call),
        call,
      ).toHaveLength(1);
    // As built, the pages carry no settings: the deployment's optional file is asked for.
    expect(addresses).toContain('/m/config.json');
  });

  it("takes a deployment's settings from its pages once `npm run configure-site` has written them, and asks for no config file", async () => {
    // A copy outside the project, which the linters would otherwise read.
    const configured = mkdtempSync(join(tmpdir(), 'configured-site-'));
    onTestFinished(() => rmSync(configured, { recursive: true, force: true }));
    cpSync(OUT_DIR, configured, { recursive: true });
    // No settings of its own: the head's first calls go out at once, each asked once.
    configureSite(configured);
    const plain = await homeCalls(configured);
    expect(plain.addresses).not.toContain('/m/config.json');
    for (const call of HOME_FIRST_CALLS)
      expect(
        plain.asked.filter((seen) => seen === call),
        call,
      ).toHaveLength(1);
    // Settings of its own apply to every call (the head sends none: they may change any call).
    configureSite(configured, { merchantCode: 'M2' });
    const merchant = await homeCalls(configured);
    expect(merchant.addresses).not.toContain('/m/config.json');
    expect(merchant.sentByHead).toEqual([]);
    const merchants = merchant.asked.filter((seen) => seen.startsWith('merchant '));
    expect(merchants.length).toBeGreaterThan(0);
    expect(new Set(merchants)).toEqual(new Set(['merchant M2']));
  });
});

describe('prerendered frame (demo build)', () => {
  const app = useBrowser();
  // (The deposit icon itself pulses, so its box is read through its entry.)
  const SHELL_PARTS = ['.brand-bar', '.bottom-menu', '.bottom-menu__item--deposit', '.banner'];
  const boxesOf = (page: import('playwright-core').Page, root: string) =>
    Promise.all(SHELL_PARTS.map((part) => page.locator(`${root} ${part}`).first().boundingBox()));

  it.each(['/m/rng', '/m/lott'])(
    'paints bars, menu and the top banner’s box of %s without JavaScript where React then puts them, and goes when React renders the shell',
    async (path) => {
      const context = await app.browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        javaScriptEnabled: false,
      });
      const staticPage = await context.newPage();
      await staticPage.goto(new URL(path, inject('baseUrl')).href);
      const painted = await boxesOf(staticPage, 'body > .app[inert]');
      await context.close();
      expect(painted.every(Boolean)).toBe(true);

      const page = await app.newPage();
      await gotoApp(page, path);
      await page.getByRole('navigation', { name: '主菜单' }).waitFor();
      expect(await page.locator('.app[inert]').count()).toBe(0);
      expect(await boxesOf(page, APP_SHELL)).toEqual(painted);
    },
  );
});
