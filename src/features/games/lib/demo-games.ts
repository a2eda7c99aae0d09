import type { DemoGame, DemoRound } from '@/api/types/games';

/**
 * The demo games' rules (demo builds): what each game lets the player bet on and what a bet pays,
 * as multiples of the stake returned (2 = the stake back and as much again; 1 = the stake back).
 * The screens show these tables; the demo backend settles every round with `payoutMultiple`.
 */

export const SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'cherry', 'star', 'gem'] as const;
/** Three of a kind, per symbol. */
export const SLOT_PAYS: Record<(typeof SLOT_SYMBOLS)[number], number> = {
  seven: 50,
  bar: 20,
  gem: 15,
  bell: 10,
  star: 8,
  cherry: 5,
};
/** Two cherries (not three) pay this; a single cherry returns the stake. */
export const SLOT_CHERRY_PAIR_PAYS = 2;
export const SLOT_ONE_CHERRY_PAYS = 1;

/** Banker pays 0.95 to 1 (the house's 5% commission); on a tie, player and banker bets are returned. */
export const BACCARAT_PAYS = { PLAYER: 2, BANKER: 1.95, TIE: 9 } as const;
export type BaccaratSide = keyof typeof BACCARAT_PAYS;

/** European roulette (0–36): even-money bets, and a straight bet on zero paying 35 to 1. */
export const ROULETTE_PAYS = { RED: 2, BLACK: 2, ODD: 2, EVEN: 2, LOW: 2, HIGH: 2, ZERO: 36 } as const;
export type RouletteBet = keyof typeof ROULETTE_PAYS;
export const ROULETTE_REDS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
export const rouletteColour = (n: number): 'green' | 'red' | 'black' =>
  n === 0 ? 'green' : ROULETTE_REDS.has(n) ? 'red' : 'black';

/** Fishing: the bigger the target, the rarer the catch and the larger the pay. */
export const FISH_PAYS = { CLOWNFISH: 2, TURTLE: 5, SHARK: 20 } as const;
export type FishTarget = keyof typeof FISH_PAYS;

/** Cockfight: meron (red corner) or wala (blue corner); a draw returns the meron and wala bets. */
export const COCKFIGHT_PAYS = { MERON: 1.95, DRAW: 9, WALA: 1.95 } as const;
export type CockfightSide = keyof typeof COCKFIGHT_PAYS;

export type MatchResult = 'HOME' | 'DRAW' | 'AWAY';
export interface Fixture {
  id: string;
  home: string;
  away: string;
  /** Decimal odds; e-sports matches (best of three) have no draw. */
  odds: Partial<Record<MatchResult, number>>;
}

/** The matches of the sports and e-sports bet slips. */
export const FIXTURES: Record<'sports' | 'esports', readonly Fixture[]> = {
  sports: [
    { id: 'F1', home: 'Hanoi Dragons', away: 'Saigon Stars', odds: { HOME: 2.1, DRAW: 3.3, AWAY: 3.4 } },
    { id: 'F2', home: 'Da Nang Waves', away: 'Hai Phong Port', odds: { HOME: 1.85, DRAW: 3.5, AWAY: 4.2 } },
    { id: 'F3', home: 'Lisbon Mariners', away: 'Porto Atlantic', odds: { HOME: 2.45, DRAW: 3.2, AWAY: 2.8 } },
  ],
  esports: [
    { id: 'E1', home: 'Mekong Tigers', away: 'Team Phoenix', odds: { HOME: 1.65, AWAY: 2.2 } },
    { id: 'E2', home: 'Jade Wolves', away: 'Dragon Esports', odds: { HOME: 1.9, AWAY: 1.9 } },
    { id: 'E3', home: 'Lotus Five', away: 'Samba Strike', odds: { HOME: 2.35, AWAY: 1.58 } },
  ],
};

/** A bet slip's pick: the fixture and the result, e.g. `F1:HOME`. */
export const fixturePick = (fixtureId: string, result: MatchResult) => `${fixtureId}:${result}`;

export function fixtureOfPick(game: 'sports' | 'esports', pick: string) {
  const [id, result] = pick.split(':') as [string, MatchResult];
  const fixture = FIXTURES[game].find((f) => f.id === id);
  const odds = fixture?.odds[result];
  return fixture && odds ? { fixture, result, odds } : undefined;
}

const PICKS: Record<DemoGame, readonly string[]> = {
  slot: [''],
  baccarat: Object.keys(BACCARAT_PAYS),
  roulette: Object.keys(ROULETTE_PAYS),
  fishing: Object.keys(FISH_PAYS),
  sports: FIXTURES.sports.flatMap((f) => Object.keys(f.odds).map((r) => fixturePick(f.id, r as MatchResult))),
  esports: FIXTURES.esports.flatMap((f) => Object.keys(f.odds).map((r) => fixturePick(f.id, r as MatchResult))),
  cockfight: Object.keys(COCKFIGHT_PAYS),
};

/** What a game accepts as a pick (the slot takes none: an empty pick). */
export const isDemoPick = (game: DemoGame, pick: string) => PICKS[game].includes(pick);

const CARD_VALUES: Record<string, number> = { A: 1, T: 0, J: 0, Q: 0, K: 0 };
/** A card is its rank and suit (`9H`, `TS`, `AD`): tens and faces count 0, aces 1. */
export const cardValue = (card: string) => CARD_VALUES[card[0]!] ?? Number(card[0]);
/** Baccarat points: the hand's values added, tens dropped. */
export const baccaratPoints = (cards: readonly string[]) => cards.reduce((sum, c) => sum + cardValue(c), 0) % 10;

function slotMultiple(symbols: readonly string[]): number {
  const [a, b, c] = symbols;
  if (a === b && b === c) return SLOT_PAYS[a as (typeof SLOT_SYMBOLS)[number]] ?? 0;
  const cherries = symbols.filter((s) => s === 'cherry').length;
  return cherries === 2 ? SLOT_CHERRY_PAIR_PAYS : cherries === 1 ? SLOT_ONE_CHERRY_PAYS : 0;
}

function rouletteWins(bet: string, n: number): boolean {
  if (bet === 'ZERO') return n === 0;
  if (n === 0) return false;
  return {
    RED: ROULETTE_REDS.has(n),
    BLACK: !ROULETTE_REDS.has(n),
    ODD: n % 2 === 1,
    EVEN: n % 2 === 0,
    LOW: n <= 18,
    HIGH: n >= 19,
  }[bet] as boolean;
}

/** What a round pays for a pick, as a multiple of the stake (0: the stake is lost). */
export function payoutMultiple(round: DemoRound, pick: string): number {
  switch (round.game) {
    case 'slot':
      return slotMultiple(round.symbols);
    case 'baccarat':
      if (round.winner === pick) return BACCARAT_PAYS[round.winner];
      return round.winner === 'TIE' ? 1 : 0;
    case 'roulette':
      return rouletteWins(pick, round.number) ? ROULETTE_PAYS[pick as RouletteBet] : 0;
    case 'fishing':
      return round.caught && round.target === pick ? FISH_PAYS[pick as FishTarget] : 0;
    case 'sports':
    case 'esports': {
      const bet = fixtureOfPick(round.game, pick);
      return bet && bet.fixture.id === round.fixtureId && bet.result === round.result ? bet.odds : 0;
    }
    case 'cockfight':
      if (round.winner === pick) return COCKFIGHT_PAYS[round.winner];
      return round.winner === 'DRAW' ? 1 : 0;
  }
}
