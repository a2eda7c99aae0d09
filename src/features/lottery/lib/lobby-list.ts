import type { LotteryCategory, LotteryGame, PrizeMode } from '@/api/types/lottery';
import { ELOTT_GAME_TYPE, ELOTT_PRIZE_MODE, GPI_TAG, HOT_TAG_SUFFIX, LOTTERY_GAME_TYPE, MENU_ALL } from '../constants';
import { favouritesFirst } from './favourites';

export const LOBBY_TABS = ['all', 'hot', 'fav', 'recent'] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];
/** Tabs that only mean something with a session (favourites are per user name, recent per player). */
export const SESSION_TABS: readonly LobbyTab[] = ['fav', 'recent'];

/** The game type a lobby stands for: the electronic lobby's lotteries are ELOTT, the others LOTT. */
export const lobbyGameType = (prizeMode: PrizeMode): string =>
  prizeMode === ELOTT_PRIZE_MODE ? ELOTT_GAME_TYPE : LOTTERY_GAME_TYPE;

export const isLobbyTab = (value: string | null): value is LobbyTab =>
  (LOBBY_TABS as readonly string[]).includes(value ?? '');

/** Every game of the menu once (a game may sit in several categories, e.g. hot and its region). */
export function allGames(categories: readonly LotteryCategory[]): LotteryGame[] {
  const seen = new Set<string>();
  return categories
    .filter((category) => category.tag !== GPI_TAG)
    .flatMap((category) => category.gameMenus)
    .filter((game) => !seen.has(game.gameId) && !!seen.add(game.gameId));
}

export function gamesOfMenu(categories: readonly LotteryCategory[], menu: string): LotteryGame[] {
  if (menu === MENU_ALL) return allGames(categories);
  return categories.find((category) => category.tag === menu)?.gameMenus ?? [];
}

/** §2 hot tab: the games the menu lists under a hot category (their `gameMenuTag` is vietnam_rb_hot or the like). */
export function hotGameIds(categories: readonly LotteryCategory[]): Set<string> {
  return new Set(
    categories
      .flatMap((category) => category.gameMenus)
      .filter((game) => game.gameMenuTag.endsWith(HOT_TAG_SUFFIX))
      .map((game) => game.gameId),
  );
}

/** The cards of a tab: favourites first, except the recent tab which keeps the play order. */
export function gamesOfTab(
  games: readonly LotteryGame[],
  tab: LobbyTab,
  favourites: readonly string[],
  recent: readonly string[],
  hot: ReadonlySet<string>,
): LotteryGame[] {
  switch (tab) {
    case 'all':
      return favouritesFirst(games, favourites);
    case 'hot':
      return favouritesFirst(
        games.filter((game) => hot.has(game.gameId)),
        favourites,
      );
    case 'fav':
      return favouritesFirst(
        games.filter((game) => favourites.includes(game.gameId)),
        favourites,
      );
    case 'recent':
      return recent.map((id) => games.find((game) => game.gameId === id)).filter((game): game is LotteryGame => !!game);
  }
}
