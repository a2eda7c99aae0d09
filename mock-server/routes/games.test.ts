import { api } from '@/api';
import games from '@fixtures/games.json';
import { failure, logIn, newOrder, setUpMockServer } from '../testing';

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
});

describe('game list', () => {
  it('pages with pageNum and totalPages, top games first', async () => {
    const first = await api.gameList({ ...base, gameType: 'RNG', pageNo: 1, pageSize: 50 });
    const rng = games.filter((g) => g.type === 'RNG');
    expect(first.games).toHaveLength(50);
    expect(first).toMatchObject({ pageNum: 1, totalPages: Math.ceil(rng.length / 50) });
    expect(first.games[0]!.isTop).toBe(true);
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
      (await failure(api.gameList({ ...base, merchant: 'OTHER', gameType: 'RNG', pageNo: 1, pageSize: 10 }))).errorCode,
    ).toBe('validation.error');
  });

  it('hot games are the top games of the type', async () => {
    const hot = await api.hotGames({ isPlatform: 2, language: 'EN', platform: 'html5', gameType: 'LIVE' });
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.isTop && g.gameType === 'LIVE')).toBe(true);
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

  it('a spin takes the stake, pays the win and refuses more than the balance', async () => {
    await logIn('demo01');
    const spin = await api.demoSpin({ gameId: 'PG_0001', stake: 10 }, newOrder());
    expect(spin.balance).toBeCloseTo(12_345.67 - 10 + spin.win, 2);
    expect((await api.memberWallet()).sumBalance).toBe(spin.balance);
    mock().db.userByName('demo01')!.balance = 5;
    expect((await failure(api.demoSpin({ gameId: 'PG_0001', stake: 10 }, newOrder()))).errorCode).toBe(
      'balance.insufficient',
    );
  });
});
