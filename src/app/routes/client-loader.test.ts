// @vitest-environment node
import { api } from '@/api';
import { queryClient } from '../query-client';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    announcements: vi.fn(() => new Promise(() => undefined)),
    lotteryMenu: vi.fn(() => new Promise(() => undefined)),
  },
}));

/** Routes whose first screen opens with a banner carousel, and its group. */
const BANNER_FIRST: Record<string, string> = {
  home: 'm_home',
  rng: 'm_hot',
  live: 'm_hot',
  pvp: 'm_hot',
  fish: 'm_hot',
  hot: 'm_hot',
  inhouse: 'm_hot',
  gameList: 'm_hot',
  lott: 'm_hot',
  elott: 'm_hot',
  sports: 'm_hot',
  esports: 'm_hot',
  cockfight: 'm_hot',
  gameCenter: 'm_hot',
  help: 'help',
};

interface RouteModule {
  clientLoader?: (args: { request: Request }) => unknown;
}

describe('route clientLoader (React Router runs it with the route’s code, on every navigation)', () => {
  beforeEach(() => queryClient.clear());

  it.each(Object.entries(BANNER_FIRST))(
    '%s asks for its %s banners at once and first (its largest paint), without waiting for them',
    async (id, group) => {
      vi.mocked(api.announcements).mockClear();
      const route = (await import(`./${id}.tsx`)) as RouteModule;
      expect(route.clientLoader!({ request: new Request(`http://localhost/m/${id}`) })).toBeNull();
      expect(api.announcements).toHaveBeenNthCalledWith(1, expect.objectContaining({ groupName: group, types: 'B' }));
    },
  );

  it.each([
    ['lott', 'Lott'],
    ['elott', 'Elott'],
  ])('%s asks for its lottery menu (the cards) with its banners', async (id, prizeMode) => {
    vi.mocked(api.lotteryMenu).mockClear();
    const route = (await import(`./${id}.tsx`)) as RouteModule;
    route.clientLoader!({ request: new Request(`http://localhost/m/${id}`) });
    expect(api.lotteryMenu).toHaveBeenCalledTimes(1);
    expect(api.lotteryMenu).toHaveBeenCalledWith(expect.objectContaining({ prizeMode }));
  });
});
