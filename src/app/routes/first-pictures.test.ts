// @vitest-environment node
import { api } from '@/api';
import type { Banner } from '@/api/types/content';
import type { Game } from '@/api/types/games';
import type { SiteStatus } from '@/api/types/site';
import { EAGER_STRIP_TILES, GRID_COLUMNS, GRID_FIRST_SCREEN_ROWS } from '@/features/games/constants';
import { siteKeys } from '@/queries/keys';
import { queryClient } from '../query-client';
import { clientLoader as homeLoader } from './home';
import { clientLoader as rngLoader } from './rng';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    announcements: vi.fn(),
    hotGames: vi.fn(),
    vendorSorting: vi.fn(async () => []),
    gameList: vi.fn(),
  },
}));

const CDN = 'https://pictures.example';
const games = (count: number, icon = (i: number) => `/icons/game-${i}.png`) =>
  Array.from(
    { length: count },
    (_, i) =>
      ({
        code: `G${i}`,
        gameId: `g${i}`,
        nodeId: `g${i}`,
        gameName: `Game ${i}`,
        iconUrl: icon(i),
        mobileSmallIcon: icon(i),
      }) as Game,
  );
const icons = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `${CDN}/icons/game-${from + i}.png`);

/** The addresses of the pictures the page asked for outside its `<img>`s. */
let asked: string[];

describe("a route's first-screen pictures", () => {
  beforeEach(() => {
    queryClient.clear();
    vi.clearAllMocks();
    asked = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        set src(url: string) {
          asked.push(url);
        }
      },
    );
    vi.mocked(api.announcements).mockImplementation(
      async ({ groupName }) =>
        ({
          banners: [1, 2].map((n) => ({ groupName, url: `/banners/${groupName}-${n}.png` }) as Banner),
        }) as never,
    );
    vi.mocked(api.hotGames).mockResolvedValue(games(8));
    vi.mocked(api.gameList).mockResolvedValue({ games: games(20), pageNum: 1, totalPages: 1 } as never);
    // The status names the image CDN (its `imageCDNs`); the screen resolves its pictures against it.
    queryClient.setQueryData(siteKeys.status(), { info: { imageCDNs: [CDN] } } as unknown as SiteStatus);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("home: each banner slot's first picture and the hot strip's first screen width, as soon as their answers are in", async () => {
    homeLoader();
    await vi.waitFor(() => expect(asked).toHaveLength(3 + EAGER_STRIP_TILES));
    expect(asked).toEqual(
      expect.arrayContaining([
        `${CDN}/banners/m_home-1.png`,
        `${CDN}/banners/m_pro-1.png`,
        `${CDN}/banners/m_pro1-1.png`,
        ...icons(0, EAGER_STRIP_TILES),
      ]),
    );
  });

  it("rng: the banner and the grid's first screen rows", async () => {
    rngLoader({ request: new Request('http://localhost/m/rng') });
    const firstScreen = GRID_COLUMNS * GRID_FIRST_SCREEN_ROWS;
    await vi.waitFor(() => expect(asked).toHaveLength(1 + firstScreen));
    expect(asked.sort()).toEqual([`${CDN}/banners/m_hot-1.png`, ...icons(0, firstScreen)].sort());
  });

  it('asks for nothing without a status to resolve the addresses with, nor for pictures that came inline', async () => {
    queryClient.clear();
    homeLoader();
    await vi.waitFor(() => expect(api.hotGames).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);

    queryClient.setQueryData(siteKeys.status(), { info: { imageCDNs: [CDN] } } as unknown as SiteStatus);
    vi.mocked(api.gameList).mockResolvedValue({
      games: games(20, () => 'data:image/svg+xml,<svg/>'),
      pageNum: 1,
      totalPages: 1,
    } as never);
    rngLoader({ request: new Request('http://localhost/m/rng') });
    await vi.waitFor(() => expect(asked).toEqual([`${CDN}/banners/m_hot-1.png`]));
  });
});
