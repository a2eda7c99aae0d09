/**
 * Browser helpers for end-to-end specs (playwright-core driving Debian's Chromium).
 *
 *   const app = useBrowser();                       // one Chromium per spec file
 *   it('…', async () => {
 *     const page = await app.newPage();             // empty storage, 375×812 phone
 *     await gotoApp(page, '/m/home', { lang: 'en' }); // adds mock.latency=0, waits for the app
 *     await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
 *     await expect.poll(() => page.getByRole('status', { name: 'Total balance' }).textContent()).toContain('12,345.67');
 *   });
 *
 * playwright-core has no auto-waiting `expect`: wait with `locator.waitFor()` / `page.waitForURL()`,
 * and retry assertions on changing values with Vitest's `expect.poll`.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type LaunchOptions,
  type Page,
  type Response,
} from 'playwright-core';
import { afterEach, beforeAll, inject } from 'vitest';
import type { MockControls } from '../../../mock-server/controls';
import type { MockHandle } from '../../../mock-server/handle';
import type { FrameworkGlobals } from '../../../src/app/route-code';
import { OVERLAY_ENTRY_MARK } from '../../../src/components/ui/dialog/back-closes';

/**
 * The app's shell once React renders it: the prerendered frame (the shell's HydrateFallback,
 * src/app/layout/ShellSkeleton.tsx) has the same `.app` root but is inert.
 */
export const APP_SHELL = 'body > .app:not([inert])';

/** Fail an action or wait well before the test's own timeout, with Playwright's clearer message. */
const ACTION_TIMEOUT_MS = 10_000;
const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** How every spec starts Chromium (also for a persistent profile: tests/e2e/offline.spec.ts). */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} satisfies LaunchOptions;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker, shared by the spec files it runs one after another (vitest.e2e.config.ts
 * runs them without isolation): a launch per file cost a second of CPU. Launched again if it went away.
 * Playwright ends it when the worker exits.
 */
async function sharedBrowser(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/** What a page of the suite can ask for besides its defaults (`newPage`). */
export interface PageOptions {
  /** Let the site's service worker install and serve (blocked by default). Such a page gets a context of its own. */
  serviceWorker?: boolean;
  /** A phone without the reduced-motion setting: endless animations run and carousels autoplay. */
  motion?: boolean;
  /**
   * A context of its own, with an empty HTTP cache: for specs about which files a page asks for or fails
   * to get (a cached file is not asked for again), and pages that use `page.clock` (the context's).
   * Other pages share their worker's context (`useBrowser`).
   */
  ownContext?: boolean;
}

/**
 * A new context (own storage and HTTP cache) emulating a 375×812 touch phone in en-US. The site's
 * service worker is blocked unless asked for (tests/e2e/offline.spec.ts): once it controls a page,
 * files come from its precache, out of reach of the routes other specs set on the page.
 * The phone prefers reduced motion unless the spec asks for `motion`: an endless animation (the
 * deposit icon's pulse, the notice marquee) keeps headless Chromium compositing frames in software,
 * 0.2-0.5 s of CPU per second a page stands, which cost the 2-core suite about a fifth of its time.
 * Specs about motion, or that look at the page as most players get it (axe, layout, tap targets,
 * safe areas), ask for it.
 */
async function newPhoneContext(
  browser: Browser,
  { serviceWorker = false, motion = false }: PageOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    serviceWorkers: serviceWorker ? 'allow' : 'block',
    reducedMotion: motion ? 'no-preference' : 'reduce',
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

function watchPage(page: Page): Page {
  page.on('pageerror', (error) => console.warn(`[page error] ${page.url()}\n${error.stack ?? error.message}`));
  return page;
}

/** A page in a new context of its own (see newPhoneContext); the caller closes the context. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await newPhoneContext(browser, options);
  return watchPage(await context.newPage());
}

/**
 * A context a worker's tests take turns on, emptied between them: its pages closed, its storage (cookies,
 * localStorage, IndexedDB, caches) cleared for every origin it reached, the routes, listeners and
 * offline switch of the last test taken off. Only its HTTP cache stays: a cold load of the app costs
 * Chromium about 0.4 s more CPU than one whose files (and V8's code cache of them) are in the cache,
 * on each of the suite's 400-odd loads. Every test still starts without a trace of the one before.
 */
class SharedContext {
  /** Origins of the documents its pages opened since it was last emptied (where storage could be). */
  private readonly origins = new Set<string>();
  private closed = false;

  private constructor(readonly context: BrowserContext) {
    this.watch();
  }

  /** The harness's own listeners (`release` takes the test's off with them, then adds these again). */
  private watch(): void {
    this.context.on('page', (page) =>
      page.on('framenavigated', (frame) => {
        const { origin } = new URL(frame.url());
        if (origin.startsWith('http')) this.origins.add(origin);
      }),
    );
    this.context.once('close', () => (this.closed = true));
  }

  static async open(browser: Browser, options: PageOptions): Promise<SharedContext> {
    return new SharedContext(await newPhoneContext(browser, options));
  }

  get usable(): boolean {
    return !this.closed;
  }

  /** A blank page with nothing of an earlier test's storage. */
  async newPage(): Promise<Page> {
    const page = watchPage(await this.context.newPage());
    // Playwright's clock is the context's (page.clock === context.clock), and nothing uninstalls it.
    Object.defineProperty(page, 'clock', {
      get() {
        throw new Error(
          'page.clock would stay on the shared context for later tests: app.newPage({ ownContext: true })',
        );
      },
    });
    if (this.origins.size > 0) {
      const cdp = await this.context.newCDPSession(page);
      for (const origin of this.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await cdp.detach();
      this.origins.clear();
    }
    return page;
  }

  /** Take off what the test left: pages, cookies, permissions, offline, routes, its listeners. */
  async release(): Promise<void> {
    if (this.closed) return;
    await Promise.all(this.context.pages().map((page) => page.close()));
    this.context.removeAllListeners();
    this.watch();
    await Promise.all([
      this.context.unrouteAll({ behavior: 'ignoreErrors' }),
      this.context.setOffline(false),
      this.context.clearCookies(),
      this.context.clearPermissions(),
    ]);
  }
}

/**
 * Open `path` of the served demo (or of another build served at `base`); `mock.latency=0` unless the
 * query sets it. Waits for the app root to render and returns the static host's response (its
 * status tells a route page from 404.html).
 */
export async function gotoApp(
  page: Page,
  path: string,
  query: Record<string, string | number> = {},
  base = inject('baseUrl'),
): Promise<Response | null> {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries({ 'mock.latency': 0, ...query })) url.searchParams.set(key, String(value));
  const response = await page.goto(url.href, { waitUntil: 'domcontentloaded' });
  await page.locator(APP_SHELL).waitFor();
  // The app renders before the demo's mock backend has started (src/api/backend-ready.ts):
  // wait for it too, so setMock/mockState right after gotoApp find window.__mock.
  await page.waitForFunction(() => window.__mock !== undefined);
  return response;
}

/**
 * Open `path` in the running app as a tap on one of its links does, and wait until the route is in:
 * its code and loaders done and React's commit painted (a busy machine can take seconds to load a
 * route's code while the old screen stands, which a wait for a quiet DOM would take for the new one).
 * A sweep over many routes renders each without loading the app again.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    // React Router's framework mode keeps its router on `window`: what the app's links navigate with.
    const router = (window as FrameworkGlobals).__reactRouterDataRouter;
    if (!router) throw new Error('openInApp: the app has not started its router yet');
    await router.navigate(to);
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  }, path);
}

/** How long the page must stay unchanged to count as settled, and the longest wait for it. */
const QUIET_MS = 250;
const SETTLE_TIMEOUT_MS = 5_000;

/** Resolves once the DOM has not changed for QUIET_MS (data in, lazy parts rendered), at most SETTLE_TIMEOUT_MS. */
export function settled(page: Page): Promise<void> {
  return page.evaluate(
    ([quietMs, timeoutMs]) =>
      new Promise<void>((resolve) => {
        let quiet = setTimeout(done, quietMs);
        const limit = setTimeout(done, timeoutMs);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, quietMs);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        function done() {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(limit);
          resolve();
        }
      }),
    [QUIET_MS, SETTLE_TIMEOUT_MS],
  );
}

/**
 * Close the open overlay with Escape and wait until its history entry is off again
 * (src/components/ui/dialog/back-closes.ts takes it back a task later): a navigation started
 * before that would be cancelled by the entry's Back.
 */
export async function closeOverlayWithEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await overlayEntryOff(page);
}

/** Wait until the current history entry is not an open overlay's (src/components/ui/dialog/back-closes.ts). */
export async function overlayEntryOff(page: Page): Promise<void> {
  await page.waitForFunction((mark) => {
    const state: unknown = window.history.state;
    return !(state && typeof state === 'object' && mark in state);
  }, OVERLAY_ENTRY_MARK);
}

/** What `mockState` returns: `window.__mock` without its methods. */
export type MockState = Omit<MockHandle, 'set' | 'reset' | 'subscribe' | 'clearCalls'>;

/** A snapshot of `window.__mock`: controls, demo notices, current captcha and SMS code, the call log. */
export function mockState(page: Page): Promise<MockState> {
  return page.evaluate(() => {
    const { controls, notices, captcha, smsCode, calls } = window.__mock!;
    return JSON.parse(JSON.stringify({ controls, notices, captcha, smsCode, calls })) as MockState;
  });
}

/** Change mock controls in the running page, as the Demo panel does (kept for the session). */
export function setMock(page: Page, patch: Partial<MockControls>): Promise<void> {
  return page.evaluate((p) => window.__mock!.set(p), patch);
}

/** How much of a long page a screenshot keeps: three phone screens (the lottery lobby is 11,000 px). */
const SCREENSHOT_MAX_HEIGHT = 3 * 812;

/**
 * Screenshots are for a person to look at, and cost Chromium 0.3-0.7 s of CPU each: taken unless CI is
 * set, where nobody opens them; E2E_SCREENSHOTS=1 takes them there too, E2E_SCREENSHOTS=0 skips them here.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI;

/**
 * Save a PNG of the page from the top (at most three screens) to tests/e2e/screenshots/<name>.png
 * (gitignored) to look at, when screenshots are taken (TAKE_SCREENSHOTS).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}${name}.png`;
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  await page.screenshot({
    path,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, SCREENSHOT_MAX_HEIGHT) },
  });
}

/** The worker's shared contexts, one per `motion` setting, while its Chromium runs. */
const sharedContexts = new WeakMap<Browser, Map<boolean, Promise<SharedContext>>>();

async function sharedContext(browser: Browser, motion: boolean): Promise<SharedContext> {
  let byMotion = sharedContexts.get(browser);
  if (!byMotion) sharedContexts.set(browser, (byMotion = new Map()));
  const known = await byMotion.get(motion)?.catch(() => undefined);
  if (known?.usable) return known;
  const opened = SharedContext.open(browser, { motion });
  byMotion.set(motion, opened);
  return opened;
}

/**
 * The worker's browser for the spec file. Pages from `newPage()` take their turn on the worker's shared
 * context (SharedContext: emptied between tests, so no storage leaks between tests or files), or get a
 * context of their own when they ask for a service worker or `ownContext`; either is released after the
 * test. `defaults` apply to every page of the file (`useBrowser({ motion: true })`).
 */
export function useBrowser(defaults: PageOptions = {}): {
  newPage(options?: PageOptions): Promise<Page>;
  readonly browser: Browser;
} {
  let browser: Browser | undefined;
  const own = new Set<BrowserContext>();
  const shared = new Set<SharedContext>();
  const current = () => {
    if (!browser) throw new Error('useBrowser(): the browser starts in beforeAll; use it inside tests or hooks');
    return browser;
  };
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterEach(async () => {
    await Promise.all([
      ...[...own].map((context) => context.close()),
      ...[...shared].map((context) => context.release()),
    ]);
    own.clear();
    shared.clear();
  });
  async function ownPage(options: PageOptions): Promise<Page> {
    const page = await newPage(current(), options);
    own.add(page.context());
    return page;
  }
  return {
    get browser() {
      return current();
    },
    async newPage(options) {
      const { ownContext, ...pageOptions } = { ...defaults, ...options };
      if (ownContext || pageOptions.serviceWorker) return ownPage(pageOptions);
      const context = await sharedContext(current(), !!pageOptions.motion);
      // A second page of the same test is another phone: it gets a context of its own.
      if (shared.has(context)) return ownPage(pageOptions);
      shared.add(context);
      return context.newPage();
    },
  };
}

/** The home notice popup shows once per browser session; flows that aren't about it skip it. */
export async function skipNoticePopup(page: Page): Promise<void> {
  // (about:blank, between two pages, has no storage.)
  await page.addInitScript(
    () => location.protocol.startsWith('http') && sessionStorage.setItem('noticePopupShown', '1'),
  );
}
