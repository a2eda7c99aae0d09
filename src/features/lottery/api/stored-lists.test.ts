import { QueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { category, lotteryGame, vietnamDraw } from '../testing/fixtures';
import { lotteryMenuQueryOptions } from './lottery-menu';
import { recentVietnamQueryOptions } from './recent-vietnam';

vi.mock('@/api', async (original) => ({
  ...(await original<typeof import('@/api')>()),
  api: { lotteryMenu: vi.fn(), recentVietnamLottery: vi.fn() },
}));

/** What a page opened later in this browser starts from, before any call answers. */
const storedCopy = <T>(options: { initialData?: unknown }) => (options.initialData as () => T | undefined)();

describe('lottery lists cached locally (§9)', () => {
  it('keeps the menu of each prize mode and language, with its time stamps', async () => {
    const categories = [category('vietnam_rb_hot', 'Hot', [lotteryGame()])];
    vi.mocked(api.lotteryMenu).mockResolvedValue(categories);
    expect(storedCopy(lotteryMenuQueryOptions('Lott', 'EN'))).toBeUndefined();
    const menu = await new QueryClient().fetchQuery(lotteryMenuQueryOptions('Lott', 'EN'));
    expect(storedCopy(lotteryMenuQueryOptions('Lott', 'EN'))).toEqual(menu);
    expect(menu).toMatchObject({ categories, requestedAt: expect.any(Number), receivedAt: expect.any(Number) });
    expect(storedCopy(lotteryMenuQueryOptions('Lott', 'VI'))).toBeUndefined();
    expect(storedCopy(lotteryMenuQueryOptions('Elott', 'EN'))).toBeUndefined();
  });

  it('names a menu the platform sent without names before keeping it; an unnamed stored copy is dropped', async () => {
    const { gameName: _, ...unnamed } = lotteryGame();
    vi.mocked(api.lotteryMenu).mockResolvedValue([{ tag: 'vietnam_rb_hot', gameMenus: [unnamed] }]);
    const menu = await new QueryClient().fetchQuery(lotteryMenuQueryOptions('Lott', 'PT'));
    expect(menu.categories[0]).toMatchObject({ name: 'vietnam_rb_hot', gameMenus: [{ gameName: 'FAST_1' }] });
    expect(storedCopy(lotteryMenuQueryOptions('Lott', 'PT'))).toEqual(menu);
    for (const key of Object.keys(localStorage))
      localStorage.setItem(key, JSON.stringify({ ...menu, categories: [{ tag: 'x', gameMenus: [unnamed] }] }));
    expect(storedCopy(lotteryMenuQueryOptions('Lott', 'PT'))).toBeUndefined();
  });

  it('keeps the recent Vietnamese draws, and drops a stored copy of another shape', async () => {
    vi.mocked(api.recentVietnamLottery).mockResolvedValue([vietnamDraw()]);
    await new QueryClient().fetchQuery(recentVietnamQueryOptions(100, 'EN'));
    expect(storedCopy(recentVietnamQueryOptions(100, 'EN'))).toEqual([vietnamDraw()]);
    for (const key of Object.keys(localStorage)) localStorage.setItem(key, '[{"gameId":1}]');
    expect(storedCopy(recentVietnamQueryOptions(100, 'EN'))).toBeUndefined();
  });
});
