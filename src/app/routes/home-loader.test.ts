// @vitest-environment node
import { api } from '@/api';
import type { VendorCategory } from '@/api/types/games';
import { HOME_LOADING_SECTIONS } from '@/features/games/constants';
import { queryClient } from '../query-client';
import { clientLoader } from './home';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    announcements: vi.fn(() => new Promise(() => undefined)),
    hotGames: vi.fn(() => new Promise(() => undefined)),
    vendorSorting: vi.fn(() => new Promise(() => undefined)),
    gameList: vi.fn(() => new Promise(() => undefined)),
  },
}));

const category = (gameCategory: string): VendorCategory => ({
  gameCategory,
  vendorNames: [{ accountTypeName: 'BGS', vassalage: 'BGS', displayName: 'BGS' }],
});
const gameTypesAsked = () => vi.mocked(api.gameList).mock.calls.map(([payload]) => payload.gameType);

describe("home's clientLoader", () => {
  beforeEach(() => {
    queryClient.clear();
    vi.clearAllMocks();
  });

  it("asks for its banners, promo slots, the hot strip's games and the vendor sorting list together, waiting for none", async () => {
    expect(clientLoader()).toBeNull();
    await vi.waitFor(() => expect(api.vendorSorting).toHaveBeenCalledTimes(1));
    const groups = vi.mocked(api.announcements).mock.calls.map(([payload]) => payload.groupName);
    expect(groups).toEqual(['m_home', 'm_pro', 'm_pro1']);
    expect(api.hotGames).toHaveBeenCalledTimes(1);
    expect(api.gameList).not.toHaveBeenCalled();
  });

  it('asks for the games of the strips on the first screen as soon as the sorting list answers, before any render', async () => {
    vi.mocked(api.vendorSorting).mockResolvedValueOnce(['RNG', 'PVP', 'FISH', 'LIVE'].map(category));
    clientLoader();
    await vi.waitFor(() => expect(api.gameList).toHaveBeenCalledTimes(HOME_LOADING_SECTIONS - 1));
    // Hot leads; the next sections share its screen, the rest load when scrolled near.
    expect(gameTypesAsked()).toEqual(['RNG', 'PVP']);
  });

  it('asks nothing for first-screen sections that are not strips (vendor tiles, the lottery block)', async () => {
    vi.mocked(api.vendorSorting).mockResolvedValueOnce(['SPORTS', 'LOTT', 'RNG'].map(category));
    clientLoader();
    await vi.waitFor(() => expect(api.vendorSorting).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.gameList).not.toHaveBeenCalled();
  });
});
