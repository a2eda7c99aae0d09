import { api } from '@/api';
import games from '@fixtures/games.json';
import { payoutMultiple } from '@/features/games/lib/demo-games';
import { formatDate } from '@/lib/format';
import { judgeUrl } from '@/lib/url-policy';
import { failure, logIn, newOrder, setUpMockServer } from '../testing';

const firstOf = (type: string, name = /./) => games.find((g) => g.type === type && name.test(g.name))!.code;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The games handlers through the app's real HTTP adapter. */
vi.mock('../panel/mount', () => ({ mountDemoPanel: () => undefined }));

const mock = setUpMockServer({ fail: [] });
const base = { merchant: 'DEMO', platform: 'html5', language: 'EN', clientType: 2 } as const;
describe('catalogue', () => {
  it('holds 2,000+ games of 20+ vendors covering every game type', () => {
    expect(games.length).toBeGreaterThanOrEqual(2_000);
    expect(new Set(games.map((g) => g.vendor)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(games.map((g) => g.type))).toEqual(
      new Set(['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']),
    );
  });

  it('marks a few games of each vendor and type HOT (isTop) and NEW, not most of them', () => {
    const share = (rows: typeof games, mark: 'isTop' | 'isNew') => rows.filter((g) => g[mark]).length / rows.length;
    expect(share(games, 'isTop')).toBeGreaterThan(0.03);
    expect(share(games, 'isTop')).toBeLessThan(0.2);
    expect(share(games, 'isNew')).toBeLessThan(0.2);
    const groups = new Map<string, typeof games>();
    for (const g of games) groups.set(`${g.vendor} ${g.type}`, [...(groups.get(`${g.vendor} ${g.type}`) ?? []), g]);
    for (const [group, rows] of groups) {
      if (rows.length < 20) continue;
      expect(
        rows.some((g) => g.isTop),
        group,
      ).toBe(true);
      expect(share(rows, 'isTop'), group).toBeLessThanOrEqual(0.2);
      expect(share(rows, 'isNew'), group).toBeLessThanOrEqual(0.2);
    }
  });
});

describe('game list', () => {
  it('pages with pageNum and totalPages, top games first', async () => {
    const first = await api.gameList({ ...base, gameType: 'RNG', pageNo: 1, pageSize: 50 });
    const rng = games.filter((g) => g.type === 'RNG');
    expect(first.games).toHaveLength(50);
    expect(first).toMatchObject({ pageNum: 1, totalPages: Math.ceil(rng.length / 50) });
    expect(first.games[0]!.isTop).toBe(true);
    // A few top games lead (LEADING_TOP); the rest keep the catalogue's order, HOT where they fall.
    expect(first.games.slice(0, 6).every((g) => g.isTop)).toBe(true);
    expect(first.games.filter((g) => g.isTop).length).toBeLessThan(20);
    const last = await api.gameList({ ...base, gameType: 'RNG', pageNo: first.totalPages, pageSize: 50 });
    expect(last.games.length).toBe(rng.length - (first.totalPages - 1) * 50);
  });

  it('filters by vendor, name, category, minimum bet and new', async () => {
    const list = (extra: object) =>
      api.gameList({ ...base, gameType: 'RNG', pageNo: 1, pageSize: 100, ...extra }).then((v) => v.games);
    expect((await list({ vassalage: 'PG' })).every((g) => g.vassalage === 'PG')).toBe(true);
    expect((await list({ gameName: 'dragon' })).every((g) => /dragon/i.test(g.gameName))).toBe(true);
    expect((await list({ gameClassify: 'JP' })).every((g) => g.gameClassify === 'JP')).toBe(true);
    expect((await list({ minBet: '0.5' })).every((g) => g.minBet === 0.5)).toBe(true);
    expect((await list({ gameClassify: 'NEW' })).every((g) => g.isNew)).toBe(true);
  });

  it('refuses pages above 100, an unknown type and another merchant', async () => {
    expect((await failure(api.gameList({ ...base, gameType: 'RNG', pageNo: 1, pageSize: 101 }))).errorCode).toBe(
      'validation.range',
    );
    expect((await failure(api.gameList({ ...base, gameType: 'BINGO', pageNo: 1, pageSize: 10 }))).errorCode).toBe(
      'validation.error',
    );
    expect(
      (await failure(api.gameList({ ...base, gameType: 'RNG', pageNo: 1, pageSize: 10 }, { merchantCode: 'OTHER' })))
        .errorCode,
    ).toBe('validation.error');
  });

  it('hot games are the top games of the type', async () => {
    const hot = await api.hotGames({ isPlatform: 2, language: 'EN', platform: 'html5', gameType: 'LIVE' });
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.isTop && g.gameType === 'LIVE')).toBe(true);
  });

  it('hot games of every type fill the home’s hot strip and the hot tabs', async () => {
    const hot = (gameType?: string) =>
      api.hotGames({ isPlatform: 2, language: 'EN', platform: 'html5', ...(gameType ? { gameType } : {}) });
    const all = await hot();
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all.length).toBe(games.filter((g) => g.isTop).length);
    for (const type of ['RNG', 'LIVE', 'PVP', 'FISH']) expect((await hot(type)).length, type).toBeGreaterThanOrEqual(6);
  });
});

describe('favourites and recent games', () => {
  it('demo01 has 5 favourites and 8 recent games; add, list and remove persist', async () => {
    const { token } = await logIn('demo01');
    expect(await api.favouriteIds({ token, pageNo: 1, pageSize: 100 })).toHaveLength(5);
    expect(
      (await api.recentGames({ page: 1, pageSize: 25, language: 'EN', clientType: 2, vassalage: 'BGS' })).list,
    ).toHaveLength(8);

    await api.favouriteAdd({ token, nodeId: 'PG-PG_0002', vendor: 'PG' });
    const list = await api.favouriteList({ token, pageNo: 1, pageSize: 25, language: 'EN', vendor: 'BGS' });
    expect(list.content[0]!.nodeId).toBe('PG-PG_0002');
    expect(mock().db.state.favourites['u-demo01']).toContain('PG_0002');

    await api.favouriteRemove({ token, nodeId: 'PG-PG_0002', vendor: 'PG' });
    expect(await api.favouriteIds({ token, pageNo: 1, pageSize: 100 })).not.toContain('PG-PG_0002');
  });

  it('refuses a favourite whose vendor does not match, or with a forged token', async () => {
    const { token } = await logIn('demo01');
    expect((await failure(api.favouriteAdd({ token, nodeId: 'PG-PG_0002', vendor: 'JILI' }))).errorCode).toBe(
      'validation.error',
    );
    expect((await failure(api.favouriteAdd({ token: 'forged', nodeId: 'PG-PG_0002', vendor: 'PG' }))).errorCode).toBe(
      'login.not.session',
    );
  });

  it('a played game goes to the top of the recent games', async () => {
    await logIn('demo01');
    await api.recentGameAdd({ gameId: 'JILI_0003', nodeId: 'JILI-JILI_0003', vendor: 'JILI' });
    const recent = await api.recentGames({ page: 1, pageSize: 25, language: 'EN', clientType: 2, vassalage: 'BGS' });
    expect(recent.list[0]!.gameId).toBe('JILI_0003');
    expect(recent.list).toHaveLength(9);
  });
});

describe('winners, launch and the demo game', () => {
  it('answers limitNum winners', async () => {
    expect((await api.winnerBoard({ gameCategory: 'ALL', language: 'EN', limitNum: 20 })).list).toHaveLength(20);
  });

  it('launches into the demo game screen with pageBack', async () => {
    await logIn('demo01');
    const { content } = await api.launchGame({
      category: 'RNG',
      vendor: 'PG',
      gameId: 'PG_0001',
      nodeId: 'PG-PG_0001',
      pageBack: '/m/rng',
    });
    const url = new URL(content.game_url, 'http://x');
    expect(url.pathname).toBe('/m/demoGame');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      gameId: 'PG_0001',
      vendor: 'PG Soft',
      pageBack: '/m/rng',
    });
  });

  it.each([
    ['RNG', 'PG_0001', 'slot'],
    ['PVP', 'KY_0001', 'baccarat'],
    ['LIVE', firstOf('LIVE', /baccarat/i), 'baccarat'],
    ['LIVE', firstOf('LIVE', /roulette/i), 'roulette'],
    ['FISH', firstOf('FISH'), 'fishing'],
    ['SPORTS', firstOf('SPORTS'), 'sports'],
    ['ESPORTS', firstOf('ESPORTS'), 'esports'],
    ['COCKFIGHT', firstOf('COCKFIGHT'), 'cockfight'],
  ])('a %s launch (%s) opens the %s demo game, a URL the app policy accepts', async (category, gameId, game) => {
    await logIn('demo01');
    const { content } = await api.launchGame({ category, gameId, nodeId: `x-${gameId}`, pageBack: '/m/home' });
    expect(judgeUrl(content.game_url)).toMatchObject({ kind: 'inside' });
    expect(new URL(content.game_url, 'http://x').searchParams.get('game')).toBe(game);
  });

  it('a bet takes the stake, pays the win, is recorded in game records and movements, and is refused above the balance', async () => {
    await logIn('demo01');
    const gameId = firstOf('COCKFIGHT');
    const bet = await api.demoBet({ gameId, game: 'cockfight', pick: 'MERON', stake: 10 }, newOrder());
    expect(bet.balance).toBeCloseTo(12_345.67 - 10 + bet.win, 2);
    expect(bet.win).toBe(round2(10 * payoutMultiple(bet.round, 'MERON')));
    expect((await api.memberWallet()).sumBalance).toBe(bet.balance);
    const today = formatDate(new Date());
    const records = await api.gameRecords({ pageNo: 1, pageSize: 10, startDate: today, endDate: today, gameType: '' });
    expect(records.list[0]).toMatchObject({ id: bet.roundId, gameType: 'COCKFIGHT', stake: 10, payout: bet.win });
    const movements = await api.transactionRecords({
      pageNo: 1,
      pageSize: 10,
      startDate: today,
      endDate: today,
      types: 'A',
    });
    expect(movements.list.filter((t) => t.id.startsWith(bet.roundId)).map((t) => t.amount)).toEqual(
      bet.win > 0 ? [bet.win, -10] : [-10],
    );
    mock().db.userByName('demo01')!.balance = 5;
    expect(
      (await failure(api.demoBet({ gameId, game: 'cockfight', pick: 'MERON', stake: 10 }, newOrder()))).errorCode,
    ).toBe('balance.insufficient');
  });

  it.each([
    ['a pick the game does not offer', { game: 'cockfight', pick: 'RED' }],
    ['a game of another category', { game: 'slot', pick: '' }],
    ['a fixture of the other slip', { game: 'sports', pick: 'E1:HOME' }],
  ] as const)('refuses %s', async (_, bet) => {
    await logIn('demo01');
    const gameId = bet.game === 'sports' ? firstOf('SPORTS') : firstOf('COCKFIGHT');
    expect((await failure(api.demoBet({ gameId, stake: 1, ...bet }, newOrder()))).errorCode).toBe('validation.error');
  });
});
