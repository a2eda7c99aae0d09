/**
 * Demo lottery bets (demo builds have no lottery server): a bet on the last two digits of the next
 * draw's special prize, settled — and paid into the player's balance — once that draw has happened.
 */
import type { DemoLotteryBet } from '@/api/types/lottery';
import type { MockDb, MockUser } from '../db';
import type { LotteryDef } from './catalogue';
import { lotteryById } from './catalogue';
import { formatVietnamTime, specialPrize } from './engine';
import { LOTTERY_SEED } from './present';

/** What a winning two-digit bet pays per unit staked (the usual "đề" odds). */
export const DEMO_ODDS = 70;
/** Bets kept per player, newest first. */
const MAX_BETS = 100;

interface StoredBet extends DemoLotteryBet {
  drawAt: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function betsOf(db: MockDb, user: MockUser): StoredBet[] {
  const all = db.slice<Record<string, StoredBet[]>>('lotteryBets', () => ({}));
  return (all[user.id] ??= []);
}

/** Settle the player's open bets whose draw has happened; true when anything changed. */
export function settleBets(db: MockDb, user: MockUser, now: number): boolean {
  let changed = false;
  for (const bet of betsOf(db, user)) {
    const game = lotteryById.get(bet.gameId);
    if (bet.status !== 'open' || !game || bet.drawAt > now) continue;
    const special = specialPrize(LOTTERY_SEED, game, bet.numero);
    const won = special.slice(-2) === bet.numbers;
    bet.status = won ? 'won' : 'lost';
    bet.result = special;
    bet.payout = won ? round2(bet.stake * bet.odds) : 0;
    user.balance = round2(user.balance + bet.payout);
    changed = true;
  }
  return changed;
}

export function placeBet(
  db: MockDb,
  user: MockUser,
  game: LotteryDef,
  draw: { numero: string; drawAt: number },
  numbers: string,
  stake: number,
  now: number,
): DemoLotteryBet {
  const bets = betsOf(db, user);
  const bet: StoredBet = {
    id: `${now.toString(36)}${bets.length.toString(36)}`,
    gameId: game.gameId,
    numero: draw.numero,
    numbers,
    stake,
    odds: DEMO_ODDS,
    status: 'open',
    payout: 0,
    placedAt: formatVietnamTime(now),
    drawTime: formatVietnamTime(draw.drawAt),
    drawAt: draw.drawAt,
  };
  user.balance = round2(user.balance - stake);
  bets.unshift(bet);
  bets.splice(MAX_BETS);
  return present(bet);
}

const present = ({ drawAt: _drawAt, ...bet }: StoredBet): DemoLotteryBet => bet;

export const listBets = (db: MockDb, user: MockUser, gameId: string) =>
  betsOf(db, user)
    .filter((bet) => !gameId || bet.gameId === gameId)
    .map(present);
