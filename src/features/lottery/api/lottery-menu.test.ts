// @vitest-environment node
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { api } from '@/api';
import { MENU_FRESH_MS } from '../constants';
import { lotteryGame } from '../testing/fixtures';
import { lotteryMenuQueryOptions, namedMenu } from './lottery-menu';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { lotteryMenu: vi.fn(() => Promise.resolve([])) },
}));

/** A lobby mounting: an observer of the menu query, as useQuery makes one. */
const mountLobby = (client: QueryClient) =>
  new QueryObserver(client, lotteryMenuQueryOptions('Lott', 'EN')).subscribe(() => undefined);

describe('lottery menu freshness', () => {
  it('a lobby mounting within 3 s of the loader’s answer reads it; one mounting later asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = new QueryClient();
    await client.prefetchQuery(lotteryMenuQueryOptions('Lott', 'EN'));
    expect(api.lotteryMenu).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(MENU_FRESH_MS - 1);
    const first = mountLobby(client);
    expect(api.lotteryMenu).toHaveBeenCalledTimes(1);
    first();

    vi.advanceTimersByTime(1);
    mountLobby(client)();
    expect(api.lotteryMenu).toHaveBeenCalledTimes(2);
    expect(MENU_FRESH_MS).toBe(3_000);
    client.clear();
  });
});

describe("names in the menu (not among the spec's fields, §3)", () => {
  it("keeps the platform's names, and names what it left unnamed by tag, remark or code", () => {
    const { gameName: _, ...unnamed } = lotteryGame();
    const menu = namedMenu([
      { tag: 'vietnam_rb_hot', name: 'Hot', gameMenus: [lotteryGame()] },
      {
        tag: 'vietnam_rb_stock',
        gameMenus: [
          { ...unnamed, remark: 'VN30 Stock' },
          { ...unnamed, remark: '' },
        ],
      },
    ]);
    expect(menu.map((category) => category.name)).toEqual(['Hot', 'vietnam_rb_stock']);
    expect(menu.flatMap((category) => category.gameMenus.map((game) => game.gameName))).toEqual([
      'Super Fast 1 min',
      'VN30 Stock',
      'FAST_1',
    ]);
  });
});
