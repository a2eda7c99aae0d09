import type { LanguageCode } from '@/api/types/common';
import type { PrizeMode } from '@/api/types/lottery';

/** Query keys of the lottery feature. */
export const lotteryKeys = {
  /** Prefix of the lottery menus of every prize mode and language. */
  allMenus: () => ['lottery', 'menu'] as const,
  menu: (prizeMode: PrizeMode, language: LanguageCode) => [...lotteryKeys.allMenus(), prizeMode, language] as const,
  gpiGames: (language: LanguageCode) => ['lottery', 'gpi', language] as const,
  history: (gameId: string, pageSize: number) => ['lottery', 'history', gameId, pageSize] as const,
  recentVietnam: (count: number, language: LanguageCode) => ['lottery', 'recentVietnam', count, language] as const,
  /** Prefix of a player's recent lotteries of every lobby and language. */
  allRecentGames: (user: string | undefined) => ['lottery', 'recentGames', user] as const,
  recentGames: (user: string | undefined, prizeMode: PrizeMode, language: LanguageCode) =>
    [...lotteryKeys.allRecentGames(user), prizeMode, language] as const,
  demoBets: (user: string | undefined, gameId: string) => ['lottery', 'demoBets', user, gameId] as const,
};
