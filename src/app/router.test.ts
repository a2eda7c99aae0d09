import type { RouteObject } from 'react-router-dom';
import { HOME_ALIASES, ROUTES } from '@/config/paths';
import { buildRoutes } from './router';

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);
}

describe('router', () => {
  const registered = paths(buildRoutes());

  it('registers every route of both specs, the home aliases and a catch-all', () => {
    for (const route of ROUTES) expect(registered).toContain(route.path);
    for (const alias of HOME_ALIASES) expect(registered).toContain(alias);
    expect(registered).toContain('*');
  });

  it('puts every protected route behind the session gate', () => {
    const shell = buildRoutes()[0];
    const gate = shell.children!.find((r) => !r.path && r.children);
    const gated = paths(gate!.children!);
    for (const route of ROUTES) expect(gated.includes(route.path)).toBe('auth' in route && route.auth === true);
  });
});
