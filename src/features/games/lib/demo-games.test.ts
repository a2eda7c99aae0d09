// @vitest-environment node
import type { DemoRound } from '@/api/types/games';
import { DEMO_STAKES } from '../constants';
import {
  BACCARAT_PAYS,
  baccaratPoints,
  COCKFIGHT_PAYS,
  FISH_PAYS,
  FIXTURES,
  isDemoPick,
  payoutMultiple,
  ROULETTE_PAYS,
  rouletteColour,
  SLOT_CHERRY_PAIR_PAYS,
  SLOT_ONE_CHERRY_PAYS,
  SLOT_PAYS,
} from './demo-games';

describe('demo games: pay tables', () => {
  it('offers the decided stakes (docs/decisions/games.md)', () => {
    expect(DEMO_STAKES).toEqual([1, 5, 10, 50]);
  });

  it('pins what each bet pays (multiples of the stake returned)', () => {
    expect(SLOT_PAYS).toEqual({ seven: 50, bar: 20, gem: 15, bell: 10, star: 8, cherry: 5 });
    expect([SLOT_CHERRY_PAIR_PAYS, SLOT_ONE_CHERRY_PAYS]).toEqual([2, 1]);
    expect(BACCARAT_PAYS).toEqual({ PLAYER: 2, BANKER: 1.95, TIE: 9 });
    expect(ROULETTE_PAYS).toEqual({ RED: 2, BLACK: 2, ODD: 2, EVEN: 2, LOW: 2, HIGH: 2, ZERO: 36 });
    expect(FISH_PAYS).toEqual({ CLOWNFISH: 2, TURTLE: 5, SHARK: 20 });
    expect(COCKFIGHT_PAYS).toEqual({ MERON: 1.95, DRAW: 9, WALA: 1.95 });
  });

  it('offers three football matches with a draw and three e-sports matches without', () => {
    expect(FIXTURES.sports.map((f) => Object.keys(f.odds))).toEqual(Array(3).fill(['HOME', 'DRAW', 'AWAY']));
    expect(FIXTURES.esports.map((f) => Object.keys(f.odds))).toEqual(Array(3).fill(['HOME', 'AWAY']));
  });

  it.each([
    ['slot', '', true],
    ['slot', 'RED', false],
    ['baccarat', 'BANKER', true],
    ['roulette', 'ZERO', true],
    ['fishing', 'SHARK', true],
    ['sports', 'F2:DRAW', true],
    ['esports', 'E1:DRAW', false],
    ['sports', 'E1:HOME', false],
    ['cockfight', 'WALA', true],
    ['cockfight', '', false],
  ] as const)('%s accepts the pick "%s": %s', (game, pick, ok) => {
    expect(isDemoPick(game, pick)).toBe(ok);
  });
});

describe('demo games: settlement', () => {
  it('slot: three of a kind by symbol, two cherries 2×, one cherry the stake back, anything else nothing', () => {
    expect(payoutMultiple({ game: 'slot', symbols: ['seven', 'seven', 'seven'] }, '')).toBe(50);
    expect(payoutMultiple({ game: 'slot', symbols: ['cherry', 'cherry', 'cherry'] }, '')).toBe(5);
    expect(payoutMultiple({ game: 'slot', symbols: ['cherry', 'bar', 'cherry'] }, '')).toBe(2);
    expect(payoutMultiple({ game: 'slot', symbols: ['cherry', 'bar', 'bell'] }, '')).toBe(1);
    expect(payoutMultiple({ game: 'slot', symbols: ['gem', 'bar', 'bell'] }, '')).toBe(0);
  });

  it('baccarat: counts points without tens; pays the winning side; a tie returns player and banker bets', () => {
    expect(baccaratPoints(['9H', '8S'])).toBe(7);
    expect(baccaratPoints(['KD', 'TC', 'AS'])).toBe(1);
    const banker: DemoRound = { game: 'baccarat', player: ['2H', '3S'], banker: ['9D', 'KC'], winner: 'BANKER' };
    expect(payoutMultiple(banker, 'BANKER')).toBe(1.95);
    expect(payoutMultiple(banker, 'PLAYER')).toBe(0);
    const tie: DemoRound = { ...banker, winner: 'TIE' };
    expect([payoutMultiple(tie, 'TIE'), payoutMultiple(tie, 'PLAYER'), payoutMultiple(tie, 'BANKER')]).toEqual([
      9, 1, 1,
    ]);
  });

  it('roulette: zero loses every even-money bet and pays 36× on zero', () => {
    const at = (number: number) => ({ game: 'roulette', number }) as const;
    expect(rouletteColour(0)).toBe('green');
    expect(rouletteColour(32)).toBe('red');
    expect(rouletteColour(33)).toBe('black');
    expect(['RED', 'ODD', 'HIGH'].map((p) => payoutMultiple(at(19), p))).toEqual([2, 2, 2]);
    expect(['BLACK', 'EVEN', 'LOW', 'ZERO'].map((p) => payoutMultiple(at(19), p))).toEqual([0, 0, 0, 0]);
    expect(['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'].map((p) => payoutMultiple(at(0), p))).toEqual(
      Array(6).fill(0),
    );
    expect(payoutMultiple(at(0), 'ZERO')).toBe(36);
  });

  it('fishing pays the target caught; sports pays the odds of the right result; cockfight draws return side bets', () => {
    expect(payoutMultiple({ game: 'fishing', target: 'TURTLE', caught: true }, 'TURTLE')).toBe(5);
    expect(payoutMultiple({ game: 'fishing', target: 'TURTLE', caught: false }, 'TURTLE')).toBe(0);
    const match: DemoRound = { game: 'sports', fixtureId: 'F1', score: [2, 1], result: 'HOME' };
    expect(payoutMultiple(match, 'F1:HOME')).toBe(2.1);
    expect(payoutMultiple(match, 'F1:AWAY')).toBe(0);
    expect(payoutMultiple(match, 'F2:HOME')).toBe(0);
    expect(payoutMultiple({ game: 'cockfight', winner: 'DRAW' }, 'DRAW')).toBe(9);
    expect(payoutMultiple({ game: 'cockfight', winner: 'DRAW' }, 'MERON')).toBe(1);
    expect(payoutMultiple({ game: 'cockfight', winner: 'WALA' }, 'MERON')).toBe(0);
  });
});
