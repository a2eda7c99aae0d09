// @vitest-environment node
import { launchPlan } from './launch-plan';

const game = { gameId: 'PG_0001', nodeId: 'PG-PG_0001', vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_0001' };

describe('launch rules by vendor (§4)', () => {
  it('TCG_LOTTO_VN: lottery launch with the game code and prize mode Lott', () => {
    expect(launchPlan({ ...game, vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }, 'LOTT', '/m/home')).toEqual({
      kind: 'lottery',
      vendor: 'TCG_LOTTO_VN',
      gameCode: 'PG_0001',
      prizeMode: 'Lott',
    });
  });

  it('TCG_SEA: lottery launch of the lobby with prize mode SEA', () => {
    expect(launchPlan({ ...game, vassalage: 'TCG_SEA' }, 'LOTT', '/m/home')).toMatchObject({
      kind: 'lottery',
      gameCode: 'lobby',
      prizeMode: 'SEA',
    });
  });

  it('LOTT and ELOTT: the launch route with its query', () => {
    const plan = launchPlan(
      { ...game, vassalage: 'GPI', gameType: 'LOTT', gameGroupId: '7' },
      'LOTT',
      '/m/rng?type=hot',
    );
    expect(plan.kind).toBe('route');
    const url = new URL((plan as { to: string }).to, 'http://x');
    expect(url.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gameId: 'PG_0001',
      gameGroupId: '7',
      prize_mode: 'Lott',
      code: 'lobby',
      pageBack: '/m/rng?type=hot',
    });
    expect(launchPlan({ ...game, gameType: 'ELOTT' }, 'ELOTT', '/m/home')).toMatchObject({
      to: expect.stringContaining('prize_mode=Elott'),
    });
  });

  it('others: the generic launch with category, vendor, gameId and nodeId', () => {
    expect(launchPlan(game, 'HOT', '/m/home')).toEqual({
      kind: 'generic',
      category: 'RNG',
      vendor: 'PG',
      gameId: 'PG_0001',
      nodeId: 'PG-PG_0001',
    });
    expect(launchPlan({ ...game, gameType: undefined }, 'ALL', '/m/home')).toMatchObject({ category: 'ALL' });
  });

  it('a game without vassalage launches as a BGS game (§3 default)', () => {
    expect(launchPlan({ ...game, vassalage: undefined }, 'RNG', '/m/home')).toMatchObject({
      kind: 'generic',
      vendor: 'BGS',
    });
  });
});
