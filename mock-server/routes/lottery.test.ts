import { api } from '@/api';
import { failure, logIn, newOrder, setUpMockServer } from '../testing';

vi.mock('../panel/mount', () => ({ mountDemoPanel: () => undefined }));

setUpMockServer({ fail: [], offline: false, expire: false });
/** Monday 2026-11-23 10:00:30 Vietnam time (03:00:30 UTC). */
const MONDAY_MORNING = Date.UTC(2026, 10, 23, 3, 0, 30);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MONDAY_MORNING);
});

const menuGame = async (gameId: string) =>
  (await api.lotteryMenu({ prizeMode: 'Lott', device: 'MOBILE' }))
    .flatMap((c) => c.gameMenus)
    .find((g) => g.gameId === gameId)!;

describe('lottery mock', () => {
  it('answers the menu with categories, countdowns from the clock and new numbers after a draw', async () => {
    const menu = await api.lotteryMenu({ prizeMode: 'Lott', device: 'MOBILE' });
    expect(menu.map((c) => c.tag)).toEqual(expect.arrayContaining(['vietnam_rb_hot', 'vietnam_rb_stock', 'GPI']));
    const fast = await menuGame('VN_FAST_1');
    expect(fast).toMatchObject({ remainTime: 30_000, isSale: true, lockTime: 5, numero: '20261123-0601' });
    expect(fast.previousWinningNumber.split('~')).toHaveLength(8);

    vi.setSystemTime(MONDAY_MORNING + 30_000);
    const after = await menuGame('VN_FAST_1');
    expect(after).toMatchObject({ numero: '20261123-0602', remainTime: 60_000 });
    expect(after.previousWinningNumber).not.toBe(fast.previousWinningNumber);
  });

  it('puts daily lotteries on sale the day before their draw and off sale once locked', async () => {
    expect(await menuGame('VN_MN_HCM')).toMatchObject({ isSale: true, drawDayOfWeek: '2,7', remainTime: 22_470_000 });
    expect((await menuGame('VN_MN_BT')).isSale).toBe(false);
    vi.setSystemTime(Date.UTC(2026, 10, 23, 9, 5));
    expect((await menuGame('VN_MN_HCM')).isSale).toBe(false);
  });

  it('lists the recent Vietnamese draws newest first and pages a game history', async () => {
    const draws = await api.recentVietnamLottery({
      device: 'MOBILE',
      recentCount: 20,
      prizeMode: 'Lott',
      language: 'EN',
    });
    expect(draws).toHaveLength(20);
    expect(draws[0].drawTime >= draws[19].drawTime).toBe(true);
    expect(draws.find((d) => d.region === 'NORTH')?.winningNumber.split('~')).toHaveLength(8);
    const page2 = await api.lotteryHistory({ gameId: 'VN_FAST_5', pageNo: 2, pageSize: 10 });
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 20 });
    expect(page2.list[0].numero).toBe('20261123-0110');
    expect((await failure(api.lotteryMenu({ prizeMode: 'Lott', device: 'PC' as 'MOBILE' }))).errorCode).toBe(
      'validation.format',
    );
  });

  it('launches into the demo lottery, records the recent game, and settles a bet into the balance', async () => {
    await logIn('demo01');
    const launch = await api.launchLottery({ vendor: 'TCG_LOTTO_VN', gameCode: 'VN_FAST_1', prizeMode: 'Lott' });
    expect(launch.content.game_url).toBe('/m/demoLottery?gameId=VN_FAST_1&prizeMode=Lott');
    const recent = { page: 1, pageSize: 25, language: 'EN', clientType: 2, vassalage: 'BGS' } as const;
    expect((await api.recentGames({ ...recent, gameType: 'LOTT' })).list.map((g) => g.gameId)).toEqual(['VN_FAST_1']);
    expect((await api.recentGames({ ...recent, gameType: 'ELOTT' })).list).toEqual([]);
    expect(
      (await failure(api.launchLottery({ vendor: 'TCG_SEA', gameCode: 'VN_FAST_1', prizeMode: 'SEA' }))).errorCode,
    ).toBe('validation.error');

    const bet = await api.demoLotteryBet({ gameId: 'VN_FAST_1', numbers: '07', stake: 10 }, newOrder());
    expect(bet).toMatchObject({ status: 'open', numero: '20261123-0601', stake: 10 });
    expect((await api.memberWallet()).sumBalance).toBe(12_335.67);
    vi.setSystemTime(MONDAY_MORNING + 30_000);
    const [settled] = await api.demoLotteryBets({ gameId: 'VN_FAST_1' });
    expect(settled.status).not.toBe('open');
    expect(settled.result).toMatch(/^\d{5}$/);
    const expected = settled.status === 'won' ? 12_335.67 + 700 : 12_335.67;
    expect((await api.memberWallet()).sumBalance).toBeCloseTo(expected, 2);
  });

  it('refuses bets once the draw is locked', async () => {
    await logIn('demo01');
    vi.setSystemTime(MONDAY_MORNING + 26_000);
    expect(
      (await failure(api.demoLotteryBet({ gameId: 'VN_FAST_1', numbers: '07', stake: 10 }, newOrder()))).errorCode,
    ).toBe('lottery.closed');
    expect(
      (await failure(api.demoLotteryBet({ gameId: 'VN_FAST_1', numbers: '7', stake: 10 }, newOrder()))).errorCode,
    ).toBe('validation.format');
  });
});
