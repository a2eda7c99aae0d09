// @vitest-environment node
import { api } from '@/api';
import { queryClient } from '../query-client';
import { clientLoader } from './rng';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    announcements: vi.fn(() => new Promise(() => undefined)),
    gameList: vi.fn(() => new Promise(() => undefined)),
    favouriteList: vi.fn(() => new Promise(() => undefined)),
  },
}));

const load = (search: string) => clientLoader({ request: new Request(`http://localhost/m/rng${search}`) });

describe("/m/rng's clientLoader", () => {
  beforeEach(() => {
    queryClient.clear();
    vi.mocked(api.gameList).mockClear();
    vi.mocked(api.favouriteList).mockClear();
  });

  it("asks for its banners and the first page of the games its grid opens on, the address's provider included", async () => {
    expect(load('?vassalage=PG')).toBeNull();
    await vi.waitFor(() => expect(api.gameList).toHaveBeenCalledTimes(1));
    expect(api.gameList).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG', vassalage: 'PG', pageNo: 1 }));
    expect(api.announcements).toHaveBeenCalledWith(expect.objectContaining({ groupName: 'm_hot' }));
  });

  it("starts no player's list for a visitor (the favourites tab needs a session)", async () => {
    load('?type=fav');
    await vi.waitFor(() => expect(api.announcements).toHaveBeenCalled());
    expect(api.favouriteList).not.toHaveBeenCalled();
    expect(api.gameList).not.toHaveBeenCalled();
  });
});
