// @vitest-environment node
import { HOME_ALIASES, href, ROUTES, routeForPath } from './paths';

describe('routes table', () => {
  it('has unique ids and paths under /m', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(r.path.startsWith('/m/')).toBe(true);
  });

  it('resolves home for the aliases and any unknown path', () => {
    for (const alias of [...HOME_ALIASES, '/m/nonexistent', '/elsewhere']) expect(routeForPath(alias).id).toBe('home');
    expect(routeForPath('/m/rng').id).toBe('rng');
    expect(routeForPath('/m/transaction/record/').id).toBe('transactionRecord');
  });

  it('applies the layout rules of the spec', () => {
    const hidesBottom = ROUTES.filter((r) => 'hideBottomMenu' in r && r.hideBottomMenu).map((r) => r.id);
    expect(hidesBottom).toEqual(
      expect.arrayContaining(['login', 'register', 'forget', 'changePsw', 'app', 'activityDetail']),
    );
    const hidesFooter = ROUTES.filter((r) => 'hideFooter' in r && r.hideFooter).map((r) => r.id);
    expect(hidesFooter).toEqual(expect.arrayContaining(['login', 'register', 'activity']));
    for (const id of ['login', 'register', 'trail', 'notice', 'activity', 'forget', 'message'] as const) {
      expect(routeForPath(href(id)).header).toBe('home');
    }
    expect(routeForPath(href('changePsw')).header).toBe('noBack');
    // "Top bar absent on home, game-type and help/notice pages": every other screen, the lottery results too.
    const noTitleBar = ROUTES.filter((r) => r.header === 'none').map((r) => r.id);
    expect(noTitleBar).toEqual([
      ...['home', 'hot', 'rng', 'live', 'pvp', 'fish', 'gameList', 'inhouse', 'sports', 'esports', 'cockfight'],
      ...['gameCenter', 'lott', 'elott', 'help'],
    ]);
    expect(routeForPath(href('lottery')).header).toBe('back');
  });

  it('knows its route ids as types: a misspelt one fails the type check', () => {
    // @ts-expect-error -- 'hom' is not a route id (`npm run typecheck` proves it)
    expect(() => href('hom')).toThrow();
  });

  it('builds links with query parameters, skipping empty ones', () => {
    expect(href('gameList', { gameType: 'RNG', vassalage: 'PG', empty: '' })).toBe(
      '/m/gameList?gameType=RNG&vassalage=PG',
    );
  });
});
