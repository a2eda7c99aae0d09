import { useMatches } from 'react-router';
import { ROUTE_BY_ID, type RouteDef, type RouteId } from '@/config/paths';

/** What a route module's `handle` carries: its row of the routes table (layout rules, title). */
export interface RouteHandle {
  route: RouteDef;
}

/** A route module's handle: `export const handle = routeHandle('rng');` */
export const routeHandle = (id: RouteId): RouteHandle => ({ route: ROUTE_BY_ID[id] });

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  !!handle && typeof handle === 'object' && 'route' in handle;

/** The current screen's row of the routes table, from the deepest match's handle (home when none). */
export function useCurrentRoute(): RouteDef {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle } = matches[i];
    if (isRouteHandle(handle)) return handle.route;
  }
  return ROUTE_BY_ID.home;
}
