import type { LotteryCategory, LotteryGame } from '@/api/types/lottery';
import { formatCountdown, isHighlighted, isNearEnd, msToNextSecond, timeLeftMs } from './countdown';
import { favouritesFirst, readFavourites, toggleFavourite } from './favourites';
import { gamesOfMenu, gamesOfTab, hotGameIds } from './lobby-list';
import { parsePrizeLevels } from './prize-levels';
import { menuRefreshDelay } from './refresh';
import { groupByWeekday, parseDrawDays, vietnamWeekdayAt } from './schedule';

const game = (over: Partial<LotteryGame> = {}): LotteryGame => ({
  code: 'G',
  gameId: 'G',
  gameName: 'G',
  mobileIconUrl: '',
  previousWinningNumber: '1',
  previousWinningTime: '',
  isSale: true,
  remainTime: 60_000,
  lockTime: 5,
  numero: '1',
  gameMenuTag: 't',
  vendor: 'TCG_LOTTO_VN',
  ...over,
});
const category = (tag: string, gameMenus: LotteryGame[]): LotteryCategory => ({ tag, name: tag, gameMenus });

describe('countdown (§4)', () => {
  const stamp = { requestedAt: 1_000, receivedAt: 1_400 };

  it('is the remaining time minus half the call gap, counted down since the answer, never below zero', () => {
    expect(timeLeftMs(game({ remainTime: 10_000 }), stamp, 1_400)).toBe(9_800);
    expect(timeLeftMs(game({ remainTime: 10_000 }), stamp, 4_400)).toBe(6_800);
    expect(timeLeftMs(game({ remainTime: 10_000 }), stamp, 60_000)).toBe(0);
  });

  it('is a placeholder (null) when the game is not on sale', () => {
    expect(timeLeftMs(game({ isSale: false }), stamp, 1_400)).toBeNull();
  });

  it('flags the near end under 6 s', () => {
    expect(isNearEnd(6_000)).toBe(false);
    expect(isNearEnd(5_999)).toBe(true);
    expect(isNearEnd(0)).toBe(true);
    expect(isNearEnd(null)).toBe(false);
  });

  it('highlights when time left minus lock time is above 0 and below 24 h', () => {
    expect(isHighlighted(5_000, 5)).toBe(false);
    expect(isHighlighted(5_001, 5)).toBe(true);
    expect(isHighlighted(24 * 3_600_000 + 4_999, 5)).toBe(true);
    expect(isHighlighted(24 * 3_600_000 + 5_000, 5)).toBe(false);
    expect(isHighlighted(null, 5)).toBe(false);
  });

  it('formats whole seconds and schedules the next tick on the second boundary', () => {
    expect(formatCountdown(3_723_999)).toEqual({ days: 0, clock: '01:02:03' });
    expect(formatCountdown(90_061_000)).toEqual({ days: 1, clock: '01:01:01' });
    expect(msToNextSecond(2_300)).toBe(300);
    expect(msToNextSecond(2_000)).toBe(1_000);
  });
});

describe('menu refresh (§4)', () => {
  it('waits for the soonest pending draw among games with numbers, at most 30 s', () => {
    expect(menuRefreshDelay([category('a', [game({ remainTime: 12_000 }), game({ remainTime: 4_000 })])])).toBe(4_000);
    expect(menuRefreshDelay([category('a', [game({ remainTime: 120_000 })])])).toBe(30_000);
    expect(
      menuRefreshDelay([
        category('a', [game({ remainTime: 1_000, previousWinningNumber: '' }), game({ remainTime: 9_000 })]),
      ]),
    ).toBe(9_000);
  });

  it('waits 7 s when the soonest is 0 or nothing is pending', () => {
    expect(menuRefreshDelay([category('a', [game({ remainTime: 0 }), game({ remainTime: 9_000 })])])).toBe(7_000);
    expect(menuRefreshDelay([category('a', [game({ remainTime: -5 })])])).toBe(7_000);
    expect(menuRefreshDelay([])).toBe(7_000);
    expect(menuRefreshDelay(undefined)).toBe(7_000);
  });
});

describe('prize levels (§9)', () => {
  it('numbers levels GB, G1… and splits numbers by ~ and ,', () => {
    expect(parsePrizeLevels('12345~67890~11111,22222')).toEqual([
      { code: 'GB', numbers: ['12345'] },
      { code: 'G1', numbers: ['67890'] },
      { code: 'G2', numbers: ['11111', '22222'] },
    ]);
    expect(parsePrizeLevels(Array.from({ length: 11 }, (_, i) => String(i)).join('~')).map((l) => l.code)).toEqual([
      'GB',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
      'G8',
      'G9',
    ]);
    expect(parsePrizeLevels('')).toEqual([]);
  });
});

describe('weekly schedule (§2, §3)', () => {
  it('groups games by draw weekday (Sunday 1 … Saturday 7), Monday first', () => {
    const hcm = { name: 'HCM', drawDayOfWeek: '2,7', previousWinningTime: '2026-11-28 16:15:00' };
    const kt = { name: 'KT', drawDayOfWeek: '1', previousWinningTime: '2026-11-22 17:15:00' };
    const fast: { name: string; drawDayOfWeek?: string; previousWinningTime: string } = {
      name: 'Fast',
      previousWinningTime: '2026-11-29 09:01:00',
    };
    const groups = groupByWeekday([hcm, kt, fast]);
    expect(groups.map((g) => g.weekday)).toEqual([2, 3, 4, 5, 6, 7, 1]);
    expect(groups[0].games).toEqual([hcm]);
    expect(groups[5].games).toEqual([hcm]);
    expect(groups[6].games).toEqual([kt]);
    expect(parseDrawDays(' 3, 9,x,5')).toEqual([3, 5]);
  });

  it('lists each day’s lotteries in the order they draw, one that never drew last', () => {
    const at = (name: string, time: string) => ({ name, drawDayOfWeek: '2', previousWinningTime: time });
    const [monday] = groupByWeekday([
      at('North', '2026-11-23 18:15:00'),
      at('New', ''),
      at('South', '2026-11-23 16:15:00'),
      at('Central', '2026-11-23 17:15:00'),
    ]);
    expect(monday.games.map((g) => g.name)).toEqual(['South', 'Central', 'North', 'New']);
  });

  it('reads today in Vietnam time', () => {
    expect(vietnamWeekdayAt(Date.UTC(2026, 10, 22, 18, 0))).toBe(2); // Sunday 18:00 UTC is Monday 01:00 in Vietnam
  });
});

describe('favourites and lobby lists', () => {
  it('keeps favourites per user name under LOTTFAV and lists them first', () => {
    expect(toggleFavourite('demo01', 'B')).toEqual(['B']);
    toggleFavourite('vip01', 'A');
    expect(JSON.parse(localStorage.getItem('LOTTFAV')!)).toEqual({ demo01: ['B'], vip01: ['A'] });
    expect(favouritesFirst([{ gameId: 'A' }, { gameId: 'B' }], readFavourites('demo01'))).toEqual([
      { gameId: 'B' },
      { gameId: 'A' },
    ]);
    expect(toggleFavourite('demo01', 'B')).toEqual([]);
  });

  it('keeps a favourite for this page where storage refuses it, and storage’s copy again once it takes one', () => {
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(toggleFavourite('demo01', 'C')).toEqual(['C']);
    expect(readFavourites('demo01')).toEqual(['C']);
    refuse.mockRestore();
    expect(toggleFavourite('demo01', 'D')).toEqual(['C', 'D']);
    expect(JSON.parse(localStorage.getItem('LOTTFAV')!).demo01).toEqual(['C', 'D']);
    toggleFavourite('demo01', 'C');
    toggleFavourite('demo01', 'D');
  });

  it('shows ALL once per game, a category, and the tabs', () => {
    const a = game({ gameId: 'A' });
    const b = game({ gameId: 'B' });
    const menu = [category('hot', [a]), category('north', [a, b]), category('GPI', [])];
    const hot = new Set(['A']);
    expect(gamesOfMenu(menu, 'ALL').map((g) => g.gameId)).toEqual(['A', 'B']);
    expect(gamesOfMenu(menu, 'north')).toHaveLength(2);
    expect(gamesOfTab([a, b], 'all', ['B'], [], hot).map((g) => g.gameId)).toEqual(['B', 'A']);
    expect(gamesOfTab([a, b], 'hot', [], [], hot).map((g) => g.gameId)).toEqual(['A']);
    expect(gamesOfTab([a, b], 'fav', ['B'], [], hot).map((g) => g.gameId)).toEqual(['B']);
    expect(gamesOfTab([a, b], 'recent', [], ['B', 'X', 'A'], hot).map((g) => g.gameId)).toEqual(['B', 'A']);
  });

  it('hot games are those the menu lists with a hot gameMenuTag (vietnam_rb_hot), in any category', () => {
    const menu = [
      category('vietnam_rb_hot', [game({ gameId: 'A', gameMenuTag: 'vietnam_rb_hot' })]),
      category('vietnam_north', [
        game({ gameId: 'A', gameMenuTag: 'vietnam_north' }),
        game({ gameId: 'B', gameMenuTag: 'vietnam_north' }),
      ]),
      category('vietnam_rb_stock', [game({ gameId: 'C', gameMenuTag: 'vietnam_rb_stock' })]),
    ];
    expect([...hotGameIds(menu)]).toEqual(['A']);
  });
});
