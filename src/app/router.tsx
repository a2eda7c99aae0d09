import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HOME_ALIASES, ROUTES, type RouteDef } from '@/config/paths';
import { retryableImport, type RetryableImport } from '@/lib/retryable-import';
import { AppShell } from './AppShell';
import { ComingSoon } from './ComingSoon';
import { RequireSession } from './gates/RequireSession';
import { RouteError } from './gates/RouteError';

interface RouteModule {
  default: ComponentType;
  /** Starts the calls the route's first screen needs, before it renders (src/main.tsx). */
  prefetch?: (queryClient: QueryClient) => void;
}

// One lazily loaded chunk per route module: src/app/routes/<route id>.tsx, imported again after a failed attempt.
const routeModules = Object.fromEntries(
  Object.entries(import.meta.glob<RouteModule>('./routes/*.tsx')).map(([file, load]) => [file, retryableImport(load)]),
);

export function routeModuleLoader(id: string): RetryableImport<RouteModule> | undefined {
  return routeModules[`./routes/${id}.tsx`];
}

/**
 * A route whose code loads on its first visit. Loaded by a route `loader`, not `lazy`: React Router
 * keeps a failed `lazy()` for good, while a loader runs again on the next navigation, so the error
 * view's "Try again" imports the code again (offline, then back online), with the stylesheets
 * that failed (src/lib/retryable-import.ts). Once the code is in, the loader has nothing to wait for.
 */
export function lazyRoute(load: RetryableImport<RouteModule>): Pick<RouteObject, 'loader' | 'Component'> {
  return {
    loader: async () => {
      if (!load.loaded) await load();
      return null;
    },
    // React Router renders a route only once its loader has settled without an error.
    Component: () => {
      const { default: Screen } = load.loaded!;
      return <Screen />;
    },
  };
}

function toRouteObject(route: RouteDef, path: string = route.path): RouteObject {
  const load = routeModuleLoader(route.id);
  return {
    path,
    errorElement: <RouteError />,
    ...(load ? lazyRoute(load) : { element: <ComingSoon titleKey={route.titleKey} /> }),
  };
}

export function buildRoutes(): RouteObject[] {
  const home = ROUTES.find((route) => route.id === 'home')!;
  const open = ROUTES.filter((route) => !('auth' in route && route.auth));
  const guarded = ROUTES.filter((route) => 'auth' in route && route.auth);
  return [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [
        ...open.map((route) => toRouteObject(route)),
        { element: <RequireSession />, children: guarded.map((route) => toRouteObject(route)) },
        ...HOME_ALIASES.map((alias) => toRouteObject(home, alias)),
        toRouteObject(home, '*'),
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Flattens and ranks the routes table and matches the current location (≈ 10 ms at start-up). */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(buildRoutes());
}
