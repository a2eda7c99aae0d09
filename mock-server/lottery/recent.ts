/**
 * The lotteries a player launched, newest first. The platform answers them through the recent-games
 * call with a lottery game type (§7), in the Game shape.
 */
import type { LanguageCode } from '@/api/types/common';
import type { Game } from '@/api/types/games';
import type { MockContext } from '../context';
import { lotteryIcon } from '../images';
import { ELECTRONIC, lotteryById, SEA, type LotteryDef } from './catalogue';
import { gameName } from './present';

const MAX_RECENT_LOTTERIES = 20;
const ELECTRONIC_IDS = new Set([...ELECTRONIC, ...SEA].map((game) => game.gameId));

function recentIds(ctx: MockContext, userId: string): string[] {
  const all = ctx.db.slice<Record<string, string[]>>('lotteryRecent', () => ({}));
  return (all[userId] ??= []);
}

export function recordLotteryLaunch(ctx: MockContext, userId: string, gameId: string): void {
  const recent = recentIds(ctx, userId);
  recent.splice(0, recent.length, ...[gameId, ...recent.filter((id) => id !== gameId)].slice(0, MAX_RECENT_LOTTERIES));
  ctx.db.save();
}

function asGame(game: LotteryDef, language: LanguageCode): Game {
  const name = gameName(game, language);
  const icon = lotteryIcon(game.kind);
  return {
    code: game.gameId,
    gameId: game.gameId,
    nodeId: `${game.vendor}-${game.gameId}`,
    gameName: name,
    displayName: name,
    vassalage: game.vendor,
    gameType: ELECTRONIC_IDS.has(game.gameId) ? 'ELOTT' : 'LOTT',
    gameCode: game.gameId,
    iconUrl: icon,
    isTop: false,
    isNew: false,
  };
}

/** The player's recent lotteries of `gameType` (LOTT or ELOTT), newest first. */
export function recentLotteries(ctx: MockContext, userId: string, gameType: string): Game[] {
  return recentIds(ctx, userId)
    .map((id) => lotteryById.get(id))
    .filter((game): game is LotteryDef => !!game)
    .map((game) => asGame(game, ctx.language))
    .filter((game) => game.gameType === gameType);
}
