// @vitest-environment node
import type { EntryContext } from 'react-router';
import { RUNTIME_CONFIG_SCRIPT } from '@/config/runtime';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import * as home from './routes/home';
import * as shell from './AppShell';
import { recordFirstCalls, withFirstCallsScript } from './first-calls-plan';

vi.mock('./AppShell', () => ({
  // The shell's loader, without the module's React imports: it waits for the status on a first visit.
  clientLoader: async () =>
    (await import('@/queries/site')).firstSiteStatus((await import('./query-client')).queryClient),
}));

/** The build's view of /m/home: the root, the shell and home matched. */
const homePage = {
  routeModules: { root: {}, shell, home },
  staticHandlerContext: { matches: [{ route: { id: 'root' } }, { route: { id: 'shell' } }, { route: { id: 'home' } }] },
} as unknown as EntryContext;

describe("recordFirstCalls (the build's recording of a page's first calls)", () => {
  it("records /m/home's first calls as its loaders make them on a first visit, sending none", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const calls = await recordFirstCalls(homePage, 'http://localhost/m/home');
    expect(fetchSpy).not.toHaveBeenCalled();
    const paths = calls.map((call) => `${call.method} ${new URL(call.url, 'http://x').pathname}`);
    // The shell's status, and home's calls in the order its loader makes them (the first six go out first over HTTP/1.1).
    expect(paths.filter((path) => path === 'GET /wps/system/status')).toHaveLength(1);
    expect(paths.filter((path) => path !== 'GET /wps/system/status')).toEqual([
      'GET /wps/relay/CCSFE_getListAnnouncements',
      'POST /wps/relay/GCSGAME_hotGamesV2',
      'GET /wps/relay/GCSGAME_newGameVendor',
      'GET /wps/relay/CCSFE_getListAnnouncements',
      'GET /wps/relay/CCSFE_getListAnnouncements',
    ]);
    expect(calls.map((call) => new URL(call.url, 'http://x').searchParams.get('groupName')).filter(Boolean)).toEqual([
      'm_home',
      'm_pro',
      'm_pro1',
    ]);
    // The status is kept after a visit, and then not asked at start.
    expect(calls.map((call) => call.unlessStored ?? null)).toEqual(
      paths.map((path) => (path === 'GET /wps/system/status' ? STORAGE_KEYS.siteStatus : null)),
    );
    expect(calls.every((call) => !('Authorization' in call.headers))).toBe(true);
  });

  it('puts the script after the config file’s request, and nothing where there is no such request or call', () => {
    const page = `<head><script>${RUNTIME_CONFIG_SCRIPT}</script><meta name="x"></head>`;
    const plan = { language: 'TY', calls: [{ url: '/a', method: 'GET', headers: {}, body: null }] };
    const withScript = withFirstCallsScript(page, plan);
    expect(withScript.indexOf('__firstCalls')).toBeGreaterThan(withScript.indexOf(RUNTIME_CONFIG_SCRIPT));
    expect(withScript.indexOf('__firstCalls')).toBeLessThan(withScript.indexOf('<meta'));
    expect(withFirstCallsScript(page, { ...plan, calls: [] })).toBe(page);
    expect(withFirstCallsScript('<head></head>', plan)).toBe('<head></head>');
  });
});
