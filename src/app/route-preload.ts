import { useEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { quietMoment } from '@/hooks/use-after-load-idle';
import { nextTask } from '@/lib/when-idle';
import { startFirstScreenCalls } from './first-screen-calls';
import { fileArrived } from './route-files';
import { routeImport, type FrameworkGlobals, type ManifestRoute, type RouteModule } from './route-code';

/**
 * A route's code and first calls, started before the navigation to it, so a tap finds them under
 * way (docs/performance.md, "Route changes"):
 * - a finger or mouse button pressing a link into the app (pointerdown, about a tenth of a second
 *   before its click): the route's code, then its clientLoader, which only starts queries;
 * - a quiet moment after each screen has loaded: the code (not the calls) of the routes that links
 *   in the viewport lead to, unless the browser is offline or the player asked to save data.
 * What is under way is the navigation's too: the same import (./route-code.tsx), the same queries.
 */

const globalsOf = () => window as FrameworkGlobals;

/** The address inside the app that a pressed or shown element's link leads to, if it leads into the app. */
export function appLinkAddress(target: EventTarget | null): URL | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/** The routes `url` shows that the current address does not (the ones a navigation there loads), from the manifest. */
function routesToStart(globals: FrameworkGlobals, url: URL): ManifestRoute[] {
  const router = globals.__reactRouterDataRouter;
  const manifest = globals.__reactRouterManifest;
  if (!router || !manifest) return [];
  const idsAt = (to: { pathname: string; search: string }) =>
    (matchRoutes(router.routes, to, router.basename) ?? []).map((match) => match.route);
  const target = idsAt(url);
  // A path the app has no screen for (a static file, a page outside the app) only matches the catch-all.
  if (target.length === 0 || target[target.length - 1].path === '*') return [];
  if (`${url.pathname}${url.search}` === `${window.location.pathname}${window.location.search}`) return [];
  const current = new Set(idsAt(window.location).map((route) => route.id));
  return target
    .filter((route) => !current.has(route.id))
    .map((route) => manifest.routes[route.id!])
    .filter((route): route is ManifestRoute => !!route);
}

/**
 * A route's module with its imports and stylesheets: fetched, then imported once all have arrived
 * (./route-files.ts). A file that does not arrive leaves the import untried, so the navigation
 * meets the failure as its own (its error view, a reload after a deploy: ./route-code.tsx).
 */
async function routeCode(route: ManifestRoute): Promise<RouteModule | undefined> {
  const imports = route.imports ?? [];
  const arrived = await Promise.all([route.module, ...imports, ...(route.css ?? [])].map(fileArrived));
  if (!arrived.every(Boolean)) return undefined;
  return routeImport(route.module, imports)().catch(() => undefined);
}

/** Starts the code of the routes `url` shows, and with `calls` their clientLoaders once it is in. */
export async function preloadRoute(url: URL, { calls }: { calls: boolean }, globals = globalsOf()): Promise<void> {
  const loaded = globals.__reactRouterRouteModules ?? {};
  await Promise.all(
    routesToStart(globals, url).map(async (route) => {
      const module = loaded[route.id] ?? (await routeCode(route));
      if (calls && module) startFirstScreenCalls({ [route.id]: module }, url.href);
    }),
  );
}

/** Whether the browser says the player asked to save data (Chromium's Save-Data setting, a data saver). */
const savesData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

const inViewport = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
};

/** The code of every route a link in the viewport leads to. */
export function preloadShownLinks(globals = globalsOf()): void {
  if (!navigator.onLine || savesData()) return;
  for (const link of document.querySelectorAll('a[href]')) {
    const url = inViewport(link) ? appLinkAddress(link) : null;
    if (url) void preloadRoute(url, { calls: false }, globals);
  }
}

/** The app's preloads (above): on every press of a link, and at each screen's quiet moment. */
export function usePreloadRoutes(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    const pressed = (event: PointerEvent) => {
      const url = event.button === 0 ? appLinkAddress(event.target) : null;
      // In a task of its own: the press's frame (its pressed look) is not held up by the route's start.
      if (url) void nextTask().then(() => preloadRoute(url, { calls: true }));
    };
    document.addEventListener('pointerdown', pressed, { capture: true, passive: true });
    return () => document.removeEventListener('pointerdown', pressed, { capture: true });
  }, []);
  useEffect(() => {
    let left = false;
    void quietMoment(queryClient).then(() => !left && preloadShownLinks());
    return () => {
      left = true;
    };
  }, [pathname, queryClient]);
}
