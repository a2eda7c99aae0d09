import { launchPayloadOf, safePageBack } from './launch-query';

describe('/m/launchGame query', () => {
  it('defaults to the lobby code, prize mode Lott and home as pageBack', () => {
    expect(launchPayloadOf(new URLSearchParams('gameId=GPI_0001'))).toEqual({
      category: 'LOTT',
      gameId: 'GPI_0001',
      gameGroupId: undefined,
      playType: undefined,
      prizeMode: 'Lott',
      code: 'lobby',
      pageBack: '/m/home',
    });
  });

  it('passes playType, gameGroupId, prize mode Elott, code and pageBack through', () => {
    const query = new URLSearchParams(
      'playType=trad&gameId=TCG_0002&gameGroupId=7&prize_mode=Elott&code=vn&pageBack=/m/rng?type=hot',
    );
    expect(launchPayloadOf(query)).toMatchObject({
      category: 'ELOTT',
      playType: 'trad',
      gameGroupId: '7',
      prizeMode: 'Elott',
      code: 'vn',
      pageBack: '/m/rng?type=hot',
    });
  });

  it('ignores an unknown playType and a pageBack outside the app', () => {
    expect(launchPayloadOf(new URLSearchParams('playType=x')).playType).toBeUndefined();
    expect(safePageBack('https://evil.test/m/home')).toBe('/m/home');
    expect(safePageBack('//evil.test')).toBe('/m/home');
    expect(safePageBack('/\\evil.test/m/home')).toBe('/m/home');
    expect(safePageBack('javascript:alert(1)')).toBe('/m/home');
    expect(safePageBack('/m/../wps/member/info')).toBe('/m/home');
  });

  it('sends the default prize mode for one the platform does not know (it would refuse the call)', () => {
    expect(launchPayloadOf(new URLSearchParams('prize_mode=Jackpot')).prizeMode).toBe('Lott');
    expect(launchPayloadOf(new URLSearchParams('prize_mode=SEA')).prizeMode).toBe('SEA');
  });
});
