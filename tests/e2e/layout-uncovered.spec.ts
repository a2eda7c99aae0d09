/**
 * Nothing floats over the page at its end, against the built demo: on every route of the routes
 * table (src/config/paths.ts; a visitor's routes, demo01's and agent01's as in accessibility.spec.ts),
 * scrolled to the end, every visible button, link and field of the main area is the topmost element
 * at its centre, and each line of its text at its ends and middle: not under the bottom menu, the download bar, the floating service button or the
 * Demo button (the bottom dock, src/hooks/bottom-dock.ts). One page per role: after the first load
 * the routes open in the app, as its links do, so the after-load parts stay up.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../../src/api/types/games';
import { ROUTES } from '../../src/config/paths';
import { gotoApp, openInApp, settled, skipNoticePopup, useBrowser } from './harness/browser';
import { AGENT_ONLY } from './agent-routes';
import { logInAs } from './member-session';

const app = useBrowser({ motion: true });

const SCROLL_ROUNDS = 3;
/** A role's walk: about a second a route, twice that on a busy machine. */
const WALK_TIMEOUT_MS = 150_000;

/**
 * The bet areas, whose Bet buttons end their pages (the routes without a game show an empty state):
 * a lottery's, and each demo game's board.
 */
const BET_AREAS = [
  '/m/demoLottery?gameId=VN_FAST_1&prizeMode=Lott',
  ...DEMO_GAMES.map((game) => `/m/demoGame?${new URLSearchParams({ game, gameId: game, name: game, vendor: 'Demo' })}`),
];

const pathsWhere = (keep: (route: (typeof ROUTES)[number]) => boolean) =>
  ROUTES.filter(keep).map((route) => route.path);

interface PageEnd {
  path: string;
  /** The controls and text lines under something that floats, each as "control ← what covers it". */
  covered: string[];
  /** What of the dock was on the page, to know the check met it. */
  floating: string[];
  scrolled: boolean;
}

/**
 * Scroll to the end and let what that loads come in, until the page stops growing or for
 * SCROLL_ROUNDS (a long list loads more at each end); `checkEnd` scrolls to the end once more.
 */
async function loadToEnd(page: Page): Promise<void> {
  for (let round = 0; round < SCROLL_ROUNDS; round++) {
    const before = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    await settled(page);
    if ((await page.evaluate(() => document.documentElement.scrollHeight)) === before) return;
  }
}

/**
 * Scrolled to the end in the same task (so nothing can load in between): every visible control of
 * the main area whose centre is on screen below the top bar, and every line of its text, is on top.
 */
function checkEnd(page: Page, path: string): Promise<PageEnd> {
  return page.evaluate((at) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const main = document.getElementById('main')!;
    const topBar = document.querySelector('.brand-bar, .title-bar');
    const top = topBar ? topBar.getBoundingClientRect().bottom : 0;
    const layer = (node: Element | null): Element | null => {
      for (let el = node; el; el = el.parentElement) {
        const { position } = getComputedStyle(el);
        if (position === 'fixed' || position === 'sticky') return el;
      }
      return null;
    };
    // Outside a scrolling or clipping box (a carousel's other slides, the winner board's hidden rows).
    const clipped = (el: Element, x: number, y: number) => {
      for (let box = el.parentElement; box && box !== main; box = box.parentElement) {
        if (getComputedStyle(box).overflow === 'visible') continue;
        const r = box.getBoundingClientRect();
        if (x < r.left || x >= r.right || y < r.top || y >= r.bottom) return true;
      }
      return false;
    };
    const describe = (el: Element) =>
      (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.tagName)
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
    const describeCover = (el: Element) => {
      const part = layer(el) ?? el;
      return `${part.tagName.toLowerCase()}.${[...part.classList].join('.')}`;
    };
    const onScreen = (el: Element, x: number, y: number) =>
      x >= 0 && x < window.innerWidth && y >= top && y < window.innerHeight && !clipped(el, x, y);
    // What lies on top at (x, y) when it is not `target`: a part outside the main area, or a fixed
    // layer inside it that `target` is not part of.
    const coverAt = (target: Element, x: number, y: number): Element | null => {
      const hit = document.elementFromPoint(x, y);
      if (!hit || target.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === target)) return null;
      const cover = layer(hit);
      return main.contains(hit) && !(cover && !cover.contains(target)) ? null : hit;
    };
    const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const covered: string[] = [];

    // Controls, at their centre.
    const controls = main.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"]',
    );
    for (const control of controls) {
      if (!visible(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const cover = onScreen(control, x, y) && coverAt(control, x, y);
      if (cover) covered.push(`${describe(control)} ← ${describeCover(cover)}`);
    }

    // Text, at both ends and the middle of each line (amounts, notices, the footer's lines).
    const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || !visible(owner)) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const y = line.top + line.height / 2;
        const points = [line.left + 1, line.left + line.width / 2, line.right - 1];
        const cover = points
          .filter((x) => onScreen(owner, x, y))
          .map((x) => coverAt(owner, x, y))
          .find(Boolean);
        if (cover) covered.push(`"${describe(owner)}" ← ${describeCover(cover)}`);
      }
    }
    const floating = ['.bottom-menu', '.download-bar', '.floating-service', '.demo-panel__fab'].filter((selector) =>
      document.querySelector(selector)?.checkVisibility(),
    );
    return {
      path: at,
      covered,
      floating,
      scrolled: document.documentElement.scrollHeight > window.innerHeight,
    };
  }, path);
}

async function walk(page: Page, paths: string[]): Promise<PageEnd[]> {
  const ends: PageEnd[] = [];
  for (const path of paths) {
    await openInApp(page, path);
    await settled(page);
    await loadToEnd(page);
    ends.push(await checkEnd(page, path));
  }
  return ends;
}

/** Start the role's page on home with the after-load parts (service widget, Demo button) up. */
async function start(page: Page): Promise<void> {
  await gotoApp(page, '/m/home', { lang: 'en' });
  await page.getByRole('button', { name: 'Demo', exact: true }).waitFor();
  await page.getByRole('complementary', { name: 'Service shortcuts' }).waitFor();
}

function expectUncovered(ends: PageEnd[]) {
  expect(ends.filter((end) => end.covered.length > 0)).toEqual([]);
  // The check met what floats: long pages with the bottom menu, the service button and the Demo button.
  const met = ends.filter(
    (end) =>
      end.scrolled && ['.bottom-menu', '.floating-service', '.demo-panel__fab'].every((f) => end.floating.includes(f)),
  );
  expect(met.length).toBeGreaterThan(ends.length / 3);
}

describe('nothing floats over the end of a page', () => {
  it(
    "on a visitor's routes",
    async () => {
      const page = await app.newPage();
      await skipNoticePopup(page);
      await start(page);
      const ends = await walk(
        page,
        pathsWhere((route) => !route.auth && !AGENT_ONLY.has(route.id)),
      );
      expect(ends.find((end) => end.path === '/m/home')?.floating).toContain('.download-bar');
      expectUncovered(ends);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "on a member's routes (demo01)",
    async () => {
      const page = await app.newPage();
      await skipNoticePopup(page);
      await logInAs(page, 'demo01');
      await start(page);
      expectUncovered(
        await walk(page, [...pathsWhere((route) => !!route.auth && !AGENT_ONLY.has(route.id)), ...BET_AREAS]),
      );
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "on an agent's routes (agent01)",
    async () => {
      const page = await app.newPage();
      await skipNoticePopup(page);
      await logInAs(page, 'agent01');
      await start(page);
      expectUncovered(
        await walk(
          page,
          pathsWhere((route) => AGENT_ONLY.has(route.id)),
        ),
      );
    },
    WALK_TIMEOUT_MS,
  );
});
