// @vitest-environment node
import { api } from '@/api';
import { queryClient } from '../query-client';
import { clientLoader } from './home';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: {
    announcements: vi.fn(() => new Promise(() => undefined)),
    hotGames: vi.fn(() => new Promise(() => undefined)),
    vendorSorting: vi.fn(() => new Promise(() => undefined)),
  },
}));

describe("home's clientLoader", () => {
  beforeEach(() => queryClient.clear());

  it("asks for its banners, the hot strip's games and the vendor sorting list together, waiting for none", async () => {
    expect(clientLoader()).toBeNull();
    await vi.waitFor(() => expect(api.vendorSorting).toHaveBeenCalledTimes(1));
    expect(api.announcements).toHaveBeenCalledWith(expect.objectContaining({ groupName: 'm_home' }));
    expect(api.hotGames).toHaveBeenCalledTimes(1);
  });
});
