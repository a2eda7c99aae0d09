import { api } from '@/api';
import type { Game } from '@/api/types/games';
import type { LanguageCode } from '@/api/types/common';
import {
  ANY_MIN_LINE,
  CLIENT_TYPE_MOBILE,
  FAVOURITE_PAGE_SIZE,
  GAME_LIST_PAGE_SIZE,
  HOT_IS_PLATFORM,
  NEW_CLASSIFY,
  PLATFORM_HTML5,
  PLATFORM_VENDOR,
  RECENT_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
} from '../constants';
import { gameVendor } from '../lib/game-vendor';
import type { ListFilters, ListTab } from '../lib/list-state';

/** One page of any game list, whatever call it came from. */
export interface GamePage {
  games: Game[];
  pageNo: number;
  totalPages: number;
}

export interface GameListRequest extends ListFilters {
  tab: ListTab;
  /** The type sent to the server (HOT: every type). */
  gameType: string;
  language: LanguageCode;
  token: string | null;
}

const byProvider = (games: Game[], provider: string) =>
  provider ? games.filter((g) => gameVendor(g) === provider) : games;
/** The hot list has no name parameter: its filter's name (§4, trimmed) is matched here, as the server matches it. */
const byName = (games: Game[], name: string) => {
  const wanted = name.trim().toLowerCase();
  return wanted ? games.filter((g) => `${g.displayName} ${g.gameName}`.toLowerCase().includes(wanted)) : games;
};
const typeFilter = (gameType: string) => (gameType === 'HOT' ? undefined : gameType);

/** The game list call with the list's filters; search pages are smaller (§9). */
export async function gameListPage(req: GameListRequest, pageNo: number, pageSize: number): Promise<GamePage> {
  const answer = await api.gameList({
    platform: PLATFORM_HTML5,
    gameName: req.name.trim(),
    gameType: req.gameType,
    pageNo,
    pageSize,
    vassalage: req.provider,
    // NEW is asked for with isNew; the category then stays all (sent empty).
    gameClassify: req.classify === NEW_CLASSIFY ? '' : req.classify,
    isNew: req.classify === NEW_CLASSIFY,
    minBet: req.minBet,
    minLine: ANY_MIN_LINE,
    language: req.language,
    clientType: CLIENT_TYPE_MOBILE,
  });
  return { games: answer.games, pageNo: answer.pageNum, totalPages: answer.totalPages };
}

export async function hotPage(req: GameListRequest): Promise<GamePage> {
  const games = await api.hotGames({
    isPlatform: HOT_IS_PLATFORM,
    language: req.language,
    platform: PLATFORM_HTML5,
    gameType: typeFilter(req.gameType),
  });
  return { games: byName(byProvider(games, req.provider), req.name), pageNo: 1, totalPages: 1 };
}

/** Fetch page `pageNo` of the list a tab shows (§4, §7). */
export async function fetchGamePage(req: GameListRequest, pageNo: number): Promise<GamePage> {
  switch (req.tab) {
    case 'hot':
      return hotPage(req);
    case 'fav': {
      const value = await api.favouriteList({
        token: req.token ?? '',
        pageNo,
        pageSize: FAVOURITE_PAGE_SIZE,
        gameType: typeFilter(req.gameType),
        language: req.language,
        vendor: PLATFORM_VENDOR,
      });
      return { games: byProvider(value.content, req.provider), pageNo, totalPages: value.totalPages };
    }
    case 'recent': {
      const value = await api.recentGames({
        page: pageNo,
        pageSize: RECENT_PAGE_SIZE,
        gameType: typeFilter(req.gameType),
        language: req.language,
        clientType: CLIENT_TYPE_MOBILE,
        vassalage: PLATFORM_VENDOR,
      });
      return { games: byProvider(value.list, req.provider), pageNo, totalPages: value.totalPages };
    }
    case 'search':
      return gameListPage(req, pageNo, SEARCH_PAGE_SIZE);
    case 'filter':
    case 'all':
      return req.gameType === 'HOT' ? hotPage(req) : gameListPage(req, pageNo, GAME_LIST_PAGE_SIZE);
  }
}

/** §4: load more while pageNum < totalPages. */
export const nextPageNo = (last: GamePage): number | undefined =>
  last.pageNo < last.totalPages ? last.pageNo + 1 : undefined;
