import type { ComponentType } from 'react';
import { matchRoutes, type To } from 'react-router';
import type { RouteId } from '@/config/paths';
import { overlayEntryWaitsFor, overlayStepsDone } from '@/components/ui/dialog/back-closes';
import { retryableImport, type RetryableImport } from '@/lib/retryable-import';
import { reloadIfGone } from './failed-imports';
import { fileArrived } from './route-files';
import { routeHandle } from './route-handle';

/** What React Router's framework mode keeps on the page: its router, its route manifest, the route modules it has loaded. */
export interface FrameworkGlobals {
  __reactRouterDataRouter?: {
    routes: Parameters<typeof matchRoutes>[0];
    basename: string;
    navigate: (to: To | number | null, options?: unknown) => Promise<void>;
  };
  __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
  __reactRouterRouteModules?: Record<string, RouteModule>;
}

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  /** Its stylesheets, which React Router waits for before it shows the route. */
  css?: string[];
}

export interface RouteModule {
  default?: ComponentType;
  clientLoader?: (args: unknown) => unknown;
  handle?: unknown;
}

const imports = new Map<string, RetryableImport<RouteModule>>();

/**
 * The browser keeps a module whose file failed to arrive as failed for the page's life: importing
 * it again fails at once, even online. So the route's files are fetched first (into the HTTP
 * cache, where the import then finds them: ./route-files.ts), and only imported once all have arrived; a file that
 * cannot arrive fails the attempt with the browser's own message, naming it (src/app/failed-imports.ts).
 */
async function fetchThenImport(module: string, staticImports: readonly string[]): Promise<RouteModule> {
  const files = [module, ...staticImports];
  const arrived = await Promise.all(files.map(fileArrived));
  const missing = files.find((_, i) => !arrived[i]);
  if (missing) {
    throw new TypeError(`Failed to fetch dynamically imported module: ${new URL(missing, window.location.href).href}`);
  }
  return import(/* @vite-ignore */ module) as Promise<RouteModule>;
}

/** A route module's import, one per module for the page's life (a preload and the navigation share it). */
export function routeImport(module: string, staticImports: readonly string[]): RetryableImport<RouteModule> {
  let load = imports.get(module);
  if (!load) imports.set(module, (load = retryableImport(() => fetchThenImport(module, staticImports))));
  return load;
}

/** A route whose code failed to arrive: its import, and what the last attempt failed with. */
interface Missing {
  load: RetryableImport<RouteModule>;
  error: unknown;
}

/**
 * What React Router finds for a route whose code failed to arrive: until the code is in, its
 * loader and component throw the import's error, so the route's error view shows in the shell
 * (RouteBoundary); the next navigation to it (the error view's "Try again") imports the code
 * again first, and once it is in, this module hands over to the real one. Its handle is the route's.
 */
function standIn(routeId: string, missing: Missing): RouteModule {
  const module = () => {
    if (!missing.load.loaded) throw missing.error;
    return missing.load.loaded;
  };
  function RouteCode() {
    const { default: Screen } = module();
    return Screen ? <Screen /> : null;
  }
  return {
    default: RouteCode,
    clientLoader(args: unknown) {
      const { clientLoader } = module();
      return clientLoader ? clientLoader(args) : null;
    },
    // Route ids are the table's ids, and `home:<path>` for the paths that show home (src/app/routes.ts).
    handle: routeHandle(routeId.split(':')[0] as RouteId),
  };
}

/** A route's code, or the stand-in that shows its error view when the code cannot arrive. */
async function codeOrStandIn(route: ManifestRoute, missing: Map<string, Missing>): Promise<RouteModule> {
  const load = routeImport(route.module, route.imports ?? []);
  try {
    return await load();
  } catch (error) {
    void reloadIfGone(error);
    const failed = { load, error };
    missing.set(route.id, failed);
    return standIn(route.id, failed);
  }
}

/**
 * The page's module script failed (the boot script then started the client entry itself,
 * src/app/boot-script.ts): the modules of the routes this address matches, each loaded apart, a
 * stand-in for any that cannot arrive, so the app starts and shows that route's error view.
 */
export async function loadPageRouteModules(
  globals: FrameworkGlobals = window as FrameworkGlobals,
  manifestUrl = document.querySelector('link[rel="modulepreload"][href*="/manifest-"]')?.getAttribute('href'),
): Promise<void> {
  if (!globals.__reactRouterManifest && manifestUrl) await import(/* @vite-ignore */ manifestUrl);
  const routes = Object.values(globals.__reactRouterManifest?.routes ?? {}).filter((route) => !!route);
  type Tree = { id: string; path?: string; index?: boolean; children?: Tree[] };
  const tree = (parentId: string | undefined): Tree[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => ({ id: route.id, path: route.path, index: route.index, children: tree(route.id) }));
  const matched = matchRoutes(tree(undefined) as Parameters<typeof matchRoutes>[0], window.location) ?? [];
  const modules: Record<string, RouteModule> = {};
  await Promise.all(
    matched.map(async ({ route }) => {
      const entry = globals.__reactRouterManifest!.routes[route.id!]!;
      modules[entry.id] = await codeOrStandIn(entry, pageMissing);
    }),
  );
  globals.__reactRouterRouteModules = modules;
}

/** Routes of the first page whose code did not arrive (loadPageRouteModules), for the navigations after. */
const pageMissing = new Map<string, Missing>();

/**
 * Framework mode imports a route's module itself on its first visit, and when that import fails it
 * reloads the page, every time: offline, the browser's own error page; after a deploy, a page
 * that may lack the file too. Instead, navigations take the route's code first, here: when it
 * cannot arrive, the router gets a stand-in (above) that shows the route's error view, whose
 * "Try again" imports the code again (with the stylesheets that failed: src/lib/retryable-import.ts),
 * and the page reloads once when the file is gone (src/app/failed-imports.ts). Navigations by the
 * history (back, forward) are the router's own: they lead to routes whose code has loaded. Every
 * navigation waits for an overlay's entry to come off first (back-closes.ts).
 */
export function takeRouteCodeBeforeNavigating(globals: FrameworkGlobals = window as FrameworkGlobals): void {
  const router = globals.__reactRouterDataRouter;
  const manifest = globals.__reactRouterManifest;
  const modules = globals.__reactRouterRouteModules;
  if (!router || !manifest || !modules) return;
  const navigate = router.navigate.bind(router);
  const missing = pageMissing;
  /** Loads a route's code unless in; what it failed with, if it could not arrive. */
  const takeCode = async (routeId: string): Promise<unknown> => {
    const route = manifest.routes[routeId];
    const before = missing.get(routeId);
    if (!route || (routeId in modules && (!before || before.load.loaded))) return undefined;
    const load = before?.load ?? routeImport(route.module, route.imports ?? []);
    try {
      await load();
      return undefined;
    } catch (error) {
      if (before) before.error = error;
      else {
        const failed = { load, error };
        missing.set(routeId, failed);
        modules[routeId] = standIn(routeId, failed);
      }
      return error;
    }
  };
  /** Whether a route's code is still to take (not loaded, or a stand-in). */
  const toTake = (routeId: string) => {
    const before = missing.get(routeId);
    return !!manifest.routes[routeId] && (!(routeId in modules) || (!!before && !before.load.loaded));
  };
  const navigateWithCode = async (ids: string[], to: To, options: unknown) => {
    const failures = (await Promise.all(ids.map(takeCode))).filter(Boolean);
    await navigate(to, options);
    // Once the address is the route's (its error view showing): a reload after a deploy opens it.
    for (const error of failures) void reloadIfGone(error);
  };
  const navigateTo: typeof navigate = (to, options) => {
    if (to === null || typeof to === 'number') return navigate(to, options);
    const ids = (matchRoutes(router.routes, to, router.basename) ?? []).map((match) => match.route.id!).filter(toTake);
    // Routes whose code is in navigate at once, as without this wrapper (a search change, a visited screen).
    return ids.length === 0 ? navigate(to, options) : navigateWithCode(ids, to, options);
  };
  router.navigate = (to, options) => {
    // An overlay just closed takes its history entry off with a Back, which would undo a navigation made before it;
    // one closing as it navigates (its confirm opens a page) keeps the entry until the navigation has landed.
    const overlaySteps = overlayStepsDone();
    return overlaySteps
      ? overlaySteps.then(() => navigateTo(to, options))
      : overlayEntryWaitsFor(navigateTo(to, options));
  };
}
