/**
 * The lottery catalogue and draw engine as the platform answers them: games with their previous
 * numbers and countdowns at `now`, the recent Vietnamese draws, a game's draw history.
 */
import type { LanguageCode } from '@/api/types/common';
import type { LotteryCategory, LotteryGame, LotteryHistoryEntry, VietnamDraw } from '@/api/types/lottery';
import { lotteryIcon } from '../images';
import { VIETNAM_REGIONAL, type CategoryDef, type DailyGame, type LotteryDef } from './catalogue';
import {
  drawsBefore,
  formatVietnamTime,
  isOnSale,
  nextDraw,
  previousDraw,
  vietnamWeekday,
  winningNumber,
  type Draw,
} from './engine';

/** Every draw's numbers derive from this seed and the draw, so every tab and test agrees. */
export const LOTTERY_SEED = 20_260_101;
/** History goes back this many draws (the fast games' would otherwise be endless). */
export const HISTORY_MAX_DRAWS = 200;

export const gameName = (game: LotteryDef, language: LanguageCode) => game.names[language];

export function presentGame(game: LotteryDef, tag: string, language: LanguageCode, now: number): LotteryGame {
  const previous = previousDraw(game, now);
  const next = nextDraw(game, now);
  const name = gameName(game, language);
  return {
    code: game.gameId,
    gameId: game.gameId,
    gameName: name,
    mobileIconUrl: lotteryIcon(game.kind),
    previousWinningNumber: winningNumber(LOTTERY_SEED, game, previous.numero),
    previousWinningTime: formatVietnamTime(previous.drawAt),
    isSale: isOnSale(game, now),
    remainTime: next.drawAt - now,
    lockTime: game.lockTime,
    numero: next.numero,
    gameMenuTag: tag,
    vendor: game.vendor,
    ...(game.kind !== 'fast' ? { drawDayOfWeek: game.weekdays.join(',') } : {}),
    ...(game.kind === 'regional' && game.region ? { region: game.region } : {}),
  };
}

export const presentCategory = (category: CategoryDef, language: LanguageCode, now: number): LotteryCategory => ({
  tag: category.tag,
  name: category.names[language],
  gameMenus: category.games.map((game) => presentGame(game, category.tag, language, now)),
});

const historyEntry = (game: LotteryDef, draw: Draw): LotteryHistoryEntry => ({
  numero: draw.numero,
  drawTime: formatVietnamTime(draw.drawAt),
  winningNumber: winningNumber(LOTTERY_SEED, game, draw.numero),
});

/** The newest `count` draws of a game before `now`, newest first. */
export function history(game: LotteryDef, now: number, count: number): LotteryHistoryEntry[] {
  const entries: LotteryHistoryEntry[] = [];
  for (const draw of drawsBefore(game, now)) {
    if (entries.length >= count) break;
    entries.push(historyEntry(game, draw));
  }
  return entries;
}

function provinceOf(game: DailyGame, drawAt: number, language: LanguageCode): string {
  return game.provinceByWeekday?.[vietnamWeekday(drawAt)] ?? gameName(game, language);
}

/** The latest `count` Vietnamese regional draws, newest first (the home Vietnam block). */
export function recentVietnamDraws(now: number, count: number, language: LanguageCode): VietnamDraw[] {
  const draws = VIETNAM_REGIONAL.flatMap((game) => {
    const recent: VietnamDraw[] = [];
    for (const draw of drawsBefore(game, now)) {
      if (recent.length >= count) break;
      recent.push({
        gameId: game.gameId,
        gameName: gameName(game, language),
        region: game.region!,
        province: provinceOf(game, draw.drawAt, language),
        ...historyEntry(game, draw),
      });
    }
    return recent;
  });
  // A stable sort: draws at the same time keep the catalogue order of their provinces.
  return draws.sort((a, b) => b.drawTime.localeCompare(a.drawTime)).slice(0, count);
}
