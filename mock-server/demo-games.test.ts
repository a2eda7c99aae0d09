// @vitest-environment node
import { FIXTURES, isDemoPick, payoutMultiple } from '@/features/games/lib/demo-games';
import { DEMO_GAMES, type DemoGame } from '@/api/types/games';
import { baccaratPoints } from '@/features/games/lib/demo-games';
import { bankerDraws, dealBaccarat, demoGameOf, playRound, type Random } from './demo-games';

/** A seeded generator (mulberry32): the same draws on every run. */
function seeded(seed: number): Random {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PICKS: Record<DemoGame, string[]> = {
  slot: [''],
  baccarat: ['PLAYER', 'BANKER', 'TIE'],
  roulette: ['RED', 'ZERO'],
  fishing: ['CLOWNFISH', 'TURTLE', 'SHARK'],
  sports: FIXTURES.sports.map((f) => `${f.id}:HOME`),
  esports: FIXTURES.esports.map((f) => `${f.id}:AWAY`),
  cockfight: ['MERON', 'DRAW'],
};

describe('demo games: which game a launch opens', () => {
  it.each([
    ['RNG', 'Aztec Bonanza', 'slot'],
    ['INHOUSE', 'Crash', 'slot'],
    ['PVP', 'Tien Len', 'baccarat'],
    ['LIVE', 'Speed Baccarat D1', 'baccarat'],
    ['LIVE', 'Blackjack T', 'baccarat'],
    ['LIVE', 'Crazy Time O', 'roulette'],
    ['LIVE', 'Sic Bo A', 'roulette'],
    ['FISH', 'Ocean Hunter', 'fishing'],
    ['SPORTS', 'SABA Lobby', 'sports'],
    ['ESPORTS', 'TF Lobby', 'esports'],
    ['COCKFIGHT', 'DS88 Arena', 'cockfight'],
  ])('%s "%s" → %s', (type, name, game) => {
    expect(demoGameOf(type, name)).toBe(game);
  });
});

describe('demo games: draws', () => {
  it('banker draws by the punto banco table', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((b) => bankerDraws(b, undefined))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect([1, 2, 7, 8].map((p) => bankerDraws(4, p))).toEqual([false, true, true, false]);
    expect([3, 4, 7, 8].map((p) => bankerDraws(5, p))).toEqual([false, true, true, false]);
    expect([5, 6, 7].map((p) => bankerDraws(6, p))).toEqual([false, true, true]);
    expect(bankerDraws(7, 6)).toBe(false);
  });

  it('a baccarat deal names the side with more points as winner, naturals standing on two cards', () => {
    const random = seeded(7);
    for (let i = 0; i < 500; i++) {
      const round = dealBaccarat(random);
      const [p, b] = [baccaratPoints(round.player), baccaratPoints(round.banker)];
      expect(round.winner).toBe(p > b ? 'PLAYER' : b > p ? 'BANKER' : 'TIE');
      const natural = baccaratPoints(round.player.slice(0, 2)) >= 8 || baccaratPoints(round.banker.slice(0, 2)) >= 8;
      if (natural) expect(round.player.length + round.banker.length).toBe(4);
    }
  });

  it('sports and e-sports scores agree with the result; e-sports is best of three', () => {
    const random = seeded(3);
    for (let i = 0; i < 300; i++) {
      const round = playRound(i % 2 ? 'sports' : 'esports', i % 2 ? 'F1:HOME' : 'E2:AWAY', random);
      if (round.game !== 'sports' && round.game !== 'esports') throw new Error(round.game);
      const [home, away] = round.score;
      expect(round.result).toBe(home > away ? 'HOME' : away > home ? 'AWAY' : 'DRAW');
      if (round.game === 'esports') expect(Math.max(home, away)).toBe(2);
    }
  });

  // Fair-looking: over many rounds every game returns less than staked, but not much less, and pays sometimes.
  it.each(DEMO_GAMES)('%s returns 80–100% of stakes over 20,000 rounds and wins now and then', (game) => {
    const random = seeded(game.length * 97);
    for (const pick of PICKS[game]) {
      expect(isDemoPick(game, pick)).toBe(true);
      let paid = 0;
      let wins = 0;
      const rounds = 20_000;
      for (let i = 0; i < rounds; i++) {
        const multiple = payoutMultiple(playRound(game, pick, random), pick);
        paid += multiple;
        if (multiple > 1) wins++;
      }
      expect(paid / rounds, `${game} ${pick}`).toBeGreaterThan(0.8);
      expect(paid / rounds, `${game} ${pick}`).toBeLessThan(1);
      expect(wins).toBeGreaterThan(0);
    }
  });
});
