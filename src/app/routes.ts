import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { isDemoBuild } from '../../build/build-mode.ts';
import { HOME_ALIASES, routesOfBuild } from '../config/paths.ts';

/**
 * React Router's routes, generated from the one routes table (src/config/paths.ts): each row's id
 * is its route id and names its module, `src/app/routes/<id>.tsx` (one lazily loaded chunk per
 * route). Protected rows sit behind the session gate; the home aliases and any unknown path show
 * home; the demo's own screens only in a demo build. Paths are relative to this folder (React Router's appDirectory is src/app).
 */
const ROUTES = routesOfBuild(isDemoBuild());
const screen = (id: string, path: string, routeId: string = id) => route(path, `routes/${id}.tsx`, { id: routeId });

export default [
  layout('AppShell.tsx', { id: 'shell' }, [
    layout('RouteBoundary.tsx', { id: 'screens' }, [
      ...ROUTES.filter((row) => !row.auth).map((row) => screen(row.id, row.path)),
      layout(
        'gates/RequireSession.tsx',
        { id: 'session' },
        ROUTES.filter((row) => row.auth).map((row) => screen(row.id, row.path)),
      ),
      ...HOME_ALIASES.map((alias) => screen('home', alias, `home:${alias}`)),
      screen('home', '*', 'home:*'),
    ]),
  ]),
] satisfies RouteConfig;
