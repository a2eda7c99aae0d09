// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { DEMO_BUILD_VARIABLE } from '../../build/build-mode';
import { HOME_ALIASES, ROUTES } from '@/config/paths';

/** React Router's routes as the build of that mode generates them (the mode is read as routes.ts loads). */
async function routesOf(demo: boolean): Promise<RouteConfigEntry[]> {
  vi.resetModules();
  vi.stubEnv(DEMO_BUILD_VARIABLE, demo ? '1' : '');
  return (await import('./routes')).default;
}

const flatten = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);

describe('React Router routes (src/app/routes.ts)', () => {
  let all: RouteConfigEntry[] = [];
  let byId = new Map<string | undefined, RouteConfigEntry>();
  beforeAll(async () => {
    all = flatten(await routesOf(true));
    byId = new Map(all.map((entry) => [entry.id, entry]));
  });
  afterAll(() => vi.unstubAllEnvs());

  it('registers every route of the table under its id, with its own module', () => {
    for (const route of ROUTES) {
      const entry = byId.get(route.id);
      expect(entry?.path, route.id).toBe(route.path);
      expect(entry?.file, route.id).toBe(`routes/${route.id}.tsx`);
      expect(existsSync(join(__dirname, entry!.file)), entry!.file).toBe(true);
    }
  });

  it('shows home for the aliases and any unknown path', () => {
    const homePaths = all.filter((entry) => entry.file === 'routes/home.tsx').map((entry) => entry.path);
    expect(homePaths).toEqual(expect.arrayContaining([...HOME_ALIASES, '*']));
  });

  it('puts exactly the protected routes behind the session gate', () => {
    const gated = new Set((byId.get('session')?.children ?? []).map((entry) => entry.id));
    for (const route of ROUTES) expect(gated.has(route.id), route.id).toBe('auth' in route && route.auth === true);
  });

  it("leaves the demo's own screens out of a live build", async () => {
    const live = new Set(flatten(await routesOf(false)).map((entry) => entry.id));
    for (const route of ROUTES) expect(live.has(route.id), route.id).toBe(!route.demoOnly);
    expect(ROUTES.filter((route) => route.demoOnly).map((route) => route.id)).toEqual([
      'demoGame',
      'demoLottery',
      'demoService',
      'demoDownload',
      'demoSocial',
      'demoSocialSignIn',
    ]);
  });
});
