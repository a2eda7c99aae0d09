import type * as RoutePreload from './route-preload';

const MODULE = '/src/app/testing/preloaded-route.ts';

/** React Router's globals on /m/home, with the activity route (./testing/preloaded-route.ts) not loaded yet. */
function globals() {
  return {
    __reactRouterDataRouter: {
      routes: [
        {
          id: 'shell',
          children: [
            { id: 'home', path: '/m/home' },
            { id: 'activity', path: '/m/activity' },
            { id: 'home:*', path: '*' },
          ],
        },
      ],
      basename: '/',
      navigate: vi.fn(),
    },
    __reactRouterManifest: {
      routes: {
        shell: { id: 'shell', module: '/assets/shell.js' },
        home: { id: 'home', parentId: 'shell', path: '/m/home', module: '/assets/home.js' },
        activity: {
          id: 'activity',
          parentId: 'shell',
          path: '/m/activity',
          module: MODULE,
          imports: ['/assets/shared.js'],
          css: ['/assets/entry.css#', '/assets/activity.css'],
        },
      },
    },
    __reactRouterRouteModules: { shell: {}, home: {} } as Record<string, object>,
  };
}

const at = (path: string) => new URL(path, window.location.origin);

/** Links in the page: `href` → whether it is inside the viewport. */
function links(shown: Record<string, boolean>) {
  for (const [href, inside] of Object.entries(shown)) {
    const link = document.body.appendChild(document.createElement('a'));
    link.href = href;
    link.textContent = href;
    link.getBoundingClientRect = () =>
      ({ width: 80, height: 40, top: inside ? 700 : 900, bottom: inside ? 740 : 940 }) as DOMRect;
  }
}

describe('route preloads', () => {
  let fetched: string[];
  let loaderRuns: string[];
  let appLinkAddress: typeof RoutePreload.appLinkAddress;
  let preloadRoute: typeof RoutePreload.preloadRoute;
  let preloadShownLinks: typeof RoutePreload.preloadShownLinks;
  beforeEach(async () => {
    // A new page each time: no route code imported yet (./route-code.tsx keeps each import for the page's life).
    vi.resetModules();
    ({ appLinkAddress, preloadRoute, preloadShownLinks } = await import('./route-preload'));
    ({ loaderRuns } = await import('./testing/preloaded-route'));
    window.history.replaceState(null, '', '/m/home');
    fetched = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(new URL(url).pathname);
        return new Response('');
      }),
    );
    // The page already has the stylesheets every route shares.
    const shared = document.head.appendChild(document.createElement('link'));
    shared.rel = 'stylesheet';
    shared.setAttribute('href', '/assets/entry.css#');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('reads where a pressed link leads, only into the app and in the same tab', () => {
    links({ '/m/activity?tab=2': true, 'https://elsewhere.example/m/activity': true });
    const [inApp, elsewhere] = document.querySelectorAll('a');
    const label = inApp.appendChild(document.createElement('span'));
    expect(appLinkAddress(label)?.href).toBe(`${window.location.origin}/m/activity?tab=2`);
    expect(appLinkAddress(elsewhere)).toBeNull();
    inApp.target = '_blank';
    expect(appLinkAddress(inApp)).toBeNull();
    inApp.target = '';
    inApp.setAttribute('download', '');
    expect(appLinkAddress(inApp)).toBeNull();
    expect(appLinkAddress(document.body)).toBeNull();
  });

  it("on a press, takes the route's code, its imports and the stylesheet the page lacks, then starts its calls for the address", async () => {
    await preloadRoute(at('/m/activity?tab=2'), { calls: true }, globals() as never);
    expect(fetched).toEqual(expect.arrayContaining([MODULE, '/assets/shared.js', '/assets/activity.css']));
    expect(fetched).not.toContain('/assets/entry.css');
    expect(loaderRuns).toEqual([`${window.location.origin}/m/activity?tab=2`]);
  });

  it('leaves the import untried when a file does not arrive, so the navigation meets the failure as its own', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response('', { status: new URL(url).pathname === MODULE ? 404 : 200 })),
    );
    await preloadRoute(at('/m/activity'), { calls: true }, globals() as never);
    expect(loaderRuns).toEqual([]);
    // The file is back: a first attempt, not a retry of one that failed (src/lib/retryable-import.ts).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('')),
    );
    const { routeImport } = await import('./route-code');
    await preloadRoute(at('/m/activity'), { calls: true }, globals() as never);
    expect(loaderRuns).toHaveLength(1);
    expect(routeImport(MODULE, ['/assets/shared.js']).loaded).toBeDefined();
  });

  it('at a quiet moment, takes the code of the routes linked in the viewport and starts no call', async () => {
    links({ '/m/activity': true });
    preloadShownLinks(globals() as never);
    await vi.waitFor(() => expect(fetched).toContain(MODULE));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaderRuns).toEqual([]);
  });

  it('takes nothing for the current screen, for paths the app has no screen for, or for links out of view', async () => {
    await preloadRoute(at('/m/home'), { calls: true }, globals() as never);
    await preloadRoute(at('/app-guide/index.html'), { calls: true }, globals() as never);
    links({ '/m/activity': false });
    preloadShownLinks(globals() as never);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toEqual([]);
    expect(loaderRuns).toEqual([]);
  });

  it.each([
    ['offline', () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)],
    [
      'asking to save data',
      () => vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { saveData: true } })),
    ],
  ])('takes nothing at quiet moments when %s', async (_, set) => {
    set();
    links({ '/m/activity': true });
    preloadShownLinks(globals() as never);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toEqual([]);
  });
});
