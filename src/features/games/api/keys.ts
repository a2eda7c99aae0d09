import type { GameListRequest } from './game-pages';

/** Query keys of the games feature; language-dependent lists carry the debounced language. */
export const gamesKeys = {
  all: () => ['games'] as const,
  /** Prefix of every game list (all tabs). */
  allLists: () => [...gamesKeys.all(), 'list'] as const,
  /** Prefix of the lists of one tab (fav and recent change with the player's actions). */
  listTab: (tab: string) => [...gamesKeys.allLists(), tab] as const,
  list: (req: Omit<GameListRequest, 'token'> & { user: string | undefined }) =>
    [...gamesKeys.listTab(req.tab), req] as const,
  favouriteIds: (user: string | undefined) => [...gamesKeys.all(), 'favouriteIds', user] as const,
  strip: (type: string, language: string) => [...gamesKeys.all(), 'strip', type, language] as const,
  winners: (language: string) => [...gamesKeys.all(), 'winners', language] as const,
  vendorGameTypes: () => [...gamesKeys.all(), 'vendorGameTypes'] as const,
  vendorGames: (gameType: string, vassalage: string, language: string) =>
    [...gamesKeys.all(), 'vendorGames', gameType, vassalage, language] as const,
  routeLaunch: (search: string) => [...gamesKeys.all(), 'routeLaunch', search] as const,
};
