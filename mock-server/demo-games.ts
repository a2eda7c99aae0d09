import type { DemoGame, DemoRound } from '@/api/types/games';
import {
  baccaratPoints,
  cardValue,
  COCKFIGHT_PAYS,
  fixtureOfPick,
  SLOT_SYMBOLS,
  type FishTarget,
  type MatchResult,
} from '@/features/games/lib/demo-games';
import type { MockDb } from './db';

/**
 * The demo games' draws (demo builds): random, with the chances a real table would have, so the
 * house keeps a small edge as it does (src/features/games/lib/demo-games.ts settles them).
 */

export type Random = () => number;

/** Live tables dealt with cards open the baccarat table; wheels, dice and game shows the roulette. */
const CARD_TABLE = /baccarat|blackjack|hold'em|dragon tiger|andar bahar/i;

/** Which demo game a launch opens: by the game's category; live tables by name. */
export function demoGameOf(type: string, name: string): DemoGame {
  if (type === 'FISH') return 'fishing';
  if (type === 'SPORTS') return 'sports';
  if (type === 'ESPORTS') return 'esports';
  if (type === 'COCKFIGHT') return 'cockfight';
  if (type === 'PVP' || (type === 'LIVE' && CARD_TABLE.test(name))) return 'baccarat';
  if (type === 'LIVE') return 'roulette';
  return 'slot';
}

/** Chance of catching each target (pays × chance stays under 1). */
export const FISH_CHANCES: Record<FishTarget, number> = { CLOWNFISH: 0.46, TURTLE: 0.18, SHARK: 0.045 };
/** Chance of each cockfight result. */
export const COCKFIGHT_CHANCES: Record<keyof typeof COCKFIGHT_PAYS, number> = { MERON: 0.45, DRAW: 0.1, WALA: 0.45 };

const pickOne = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

function weighted<K extends string>(chances: Partial<Record<K, number>>, random: Random): K {
  const entries = Object.entries(chances) as [K, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [key, w] of entries) if ((roll -= w) < 0) return key;
  return entries[entries.length - 1]![0];
}

const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';
const drawCard = (random: Random) => pickOne([...RANKS], random) + pickOne([...SUITS], random);

/** Punto banco's drawing rules: naturals stand; the player draws on 0–5; the banker by the player's third card. */
export function dealBaccarat(random: Random): Extract<DemoRound, { game: 'baccarat' }> {
  const player = [drawCard(random), drawCard(random)];
  const banker = [drawCard(random), drawCard(random)];
  const natural = baccaratPoints(player) >= 8 || baccaratPoints(banker) >= 8;
  if (!natural) {
    const playerThird = baccaratPoints(player) <= 5 ? drawCard(random) : undefined;
    if (playerThird) player.push(playerThird);
    const thirdValue = playerThird === undefined ? undefined : cardValue(playerThird);
    if (bankerDraws(baccaratPoints(banker), thirdValue)) banker.push(drawCard(random));
  }
  const p = baccaratPoints(player);
  const b = baccaratPoints(banker);
  return { game: 'baccarat', player, banker, winner: p > b ? 'PLAYER' : b > p ? 'BANKER' : 'TIE' };
}

export function bankerDraws(banker: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** A final score that agrees with the result: football up to 4 goals a side, e-sports best of three. */
function scoreOf(game: 'sports' | 'esports', result: MatchResult, random: Random): [number, number] {
  if (game === 'esports') return result === 'HOME' ? [2, pickOne([0, 1], random)] : [pickOne([0, 1], random), 2];
  const low = pickOne([0, 0, 1, 1, 2], random);
  if (result === 'DRAW') return [low, low];
  const high = low + 1 + pickOne([0, 0, 1, 2], random);
  return result === 'HOME' ? [high, low] : [low, high];
}

/** One round of a game for a pick the caller has checked (`isDemoPick`). */
export function playRound(game: DemoGame, pick: string, random: Random): DemoRound {
  switch (game) {
    case 'slot':
      return { game, symbols: Array.from({ length: 3 }, () => pickOne(SLOT_SYMBOLS, random)) };
    case 'baccarat':
      return dealBaccarat(random);
    case 'roulette':
      return { game, number: Math.floor(random() * 37) };
    case 'fishing':
      return { game, target: pick, caught: random() < FISH_CHANCES[pick as FishTarget] };
    case 'sports':
    case 'esports': {
      const { fixture } = fixtureOfPick(game, pick)!;
      // Bookmakers' odds: each result's chance is proportional to 1 / odds.
      const chances = Object.fromEntries(Object.entries(fixture.odds).map(([r, odds]) => [r, 1 / odds]));
      const result = weighted<MatchResult>(chances, random);
      return { game, fixtureId: fixture.id, score: scoreOf(game, result, random), result };
    }
    case 'cockfight':
      return { game, winner: weighted(COCKFIGHT_CHANCES, random) };
  }
}

/** A settled demo round, kept for the game records and the wallet's movements. */
export interface DemoRoundRecord {
  userId: string;
  id: string;
  time: number;
  gameType: string;
  vendor: string;
  gameName: string;
  stake: number;
  payout: number;
}

/** Rounds kept in the stored database, newest first (the records show the latest). */
export const KEPT_DEMO_ROUNDS = 500;

const roundsSlice = (db: MockDb) => db.slice<DemoRoundRecord[]>('demoRounds', () => []);

export function keepDemoRound(db: MockDb, round: DemoRoundRecord): void {
  const rounds = roundsSlice(db);
  rounds.unshift(round);
  rounds.splice(KEPT_DEMO_ROUNDS);
}

export const demoRoundsOf = (db: MockDb, userId: string): DemoRoundRecord[] =>
  roundsSlice(db).filter((r) => r.userId === userId);
