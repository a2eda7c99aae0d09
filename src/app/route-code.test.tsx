import { overlayStepsDone } from '@/components/ui/dialog/back-closes';
import { takeRouteCodeBeforeNavigating } from './route-code';

vi.mock('./failed-imports', () => ({ reloadIfGone: vi.fn(async () => undefined) }));
vi.mock('@/components/ui/dialog/back-closes', () => ({
  overlayStepsDone: vi.fn(() => null),
  overlayEntryWaitsFor: vi.fn((navigation: Promise<unknown>) => navigation),
}));

/** React Router's globals on a page, with the activity route's code not loaded yet. */
function page() {
  const navigate = vi.fn(async (_to: unknown, _options?: unknown) => undefined);
  const globals = {
    __reactRouterDataRouter: {
      routes: [{ id: 'root', children: [{ id: 'activity', path: '/m/activity' }] }],
      basename: '/',
      navigate,
    },
    __reactRouterManifest: {
      routes: {
        root: { id: 'root', module: '/assets/root.js' },
        activity: { id: 'activity', parentId: 'root', path: '/m/activity', module: '/assets/activity-a1.js' },
      },
    },
    __reactRouterRouteModules: { root: {} } as Record<string, { handle?: unknown; default?: unknown }>,
  };
  takeRouteCodeBeforeNavigating(globals as never);
  return { globals, navigate };
}

describe('a route whose code cannot arrive', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gets a stand-in with its handle before the router navigates, and its files are fetched before any import', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const { globals, navigate } = page();
    await globals.__reactRouterDataRouter.navigate('/m/activity');
    expect(fetch).toHaveBeenCalledWith(`${window.location.origin}/assets/activity-a1.js`);
    expect(navigate).toHaveBeenCalledWith('/m/activity', undefined);
    const standIn = globals.__reactRouterRouteModules.activity;
    expect(standIn.handle).toEqual({ route: expect.objectContaining({ id: 'activity', path: '/m/activity' }) });
    expect(() => (standIn.default as () => unknown)()).toThrow(
      `Failed to fetch dynamically imported module: ${window.location.origin}/assets/activity-a1.js`,
    );
  });

  it('leaves history navigations and loaded routes to the router', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { globals, navigate } = page();
    await globals.__reactRouterDataRouter.navigate(-1 as never);
    globals.__reactRouterRouteModules.activity = {};
    await globals.__reactRouterDataRouter.navigate('/m/activity');
    expect(fetch).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});

describe('a navigation right after an overlay closed', () => {
  it('waits until the overlay’s history entry is off, whose Back would otherwise undo it', async () => {
    let entryOff = () => undefined as void;
    vi.mocked(overlayStepsDone).mockReturnValueOnce(new Promise<void>((resolve) => (entryOff = resolve)));
    const { globals, navigate } = page();
    globals.__reactRouterRouteModules.activity = {};
    const navigation = globals.__reactRouterDataRouter.navigate('/m/activity');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(navigate).not.toHaveBeenCalled();
    entryOff();
    await navigation;
    expect(navigate).toHaveBeenCalledWith('/m/activity', undefined);
  });
});
