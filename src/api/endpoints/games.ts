import { endpoint } from '../endpoint';
import type {
  DemoSpinPayload, DemoSpinValue, FavouriteIdsPayload, FavouriteListPayload, FavouriteListValue, FavouritePayload, Game,
  GameListPayload, GameListValue, HotGamesPayload, LaunchGamePayload, LaunchValue, RecentGameAddPayload, RecentGamesPayload,
  RecentGamesValue, VendorCategory, VendorGameTypes, VendorGameTypesPayload, WinnerBoardPayload, WinnerBoardValue,
} from '../types/games';
import type { LanguageCode } from '../types/common';

export const gamesEndpoints = {
  gameList: endpoint<GameListPayload, GameListValue>({ method: 'GET', path: '/wps/relay/GCSGAME_gameList', token: 'optional', moduleId: 'GCSGAME' }),
  hotGames: endpoint<HotGamesPayload, Game[]>({ method: 'POST', path: '/wps/relay/GCSGAME_hotGamesV2', token: 'optional', moduleId: 'GCSGAME' }),
  vendorSorting: endpoint<{ language: LanguageCode }, VendorCategory[]>({ method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', token: 'none', moduleId: 'GCSGAME' }),
  vendorGameTypes: endpoint<VendorGameTypesPayload, VendorGameTypes>({ method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', token: 'none', moduleId: 'GCSGAME' }),
  winnerBoard: endpoint<WinnerBoardPayload, WinnerBoardValue>({ method: 'GET', path: '/wps/relay/GCSGAME_getRankList', token: 'none', moduleId: 'GCSGAME' }),
  launchGame: endpoint<LaunchGamePayload, LaunchValue>({ method: 'GET', path: '/wps/game/launchGame', token: 'required' }),
  favouriteAdd: endpoint<FavouritePayload, void>({ method: 'POST', path: '/wps/relay/GCSGAME_favorite', token: 'required', moduleId: 'GCSGAME' }),
  favouriteRemove: endpoint<FavouritePayload, void>({ method: 'DELETE', path: '/wps/relay/GCSGAME_favorite', token: 'required', moduleId: 'GCSGAME' }),
  favouriteList: endpoint<FavouriteListPayload, FavouriteListValue>({ method: 'GET', path: '/wps/relay/GCSGAME_favoriteList', token: 'required', moduleId: 'GCSGAME' }),
  favouriteIds: endpoint<FavouriteIdsPayload, string[]>({ method: 'GET', path: '/wps/relay/GCSGAME_favoriteIds', token: 'required', moduleId: 'GCSGAME' }),
  recentGames: endpoint<RecentGamesPayload, RecentGamesValue>({ method: 'GET', path: '/wps/relay/GCSGAME_recentGames', token: 'required', moduleId: 'GCSGAME' }),
  recentGameAdd: endpoint<RecentGameAddPayload, void>({ method: 'POST', path: '/wps/relay/GCSGAME_recentGame', token: 'required', moduleId: 'GCSGAME', silent: true }),
  demoSpin: endpoint<DemoSpinPayload, DemoSpinValue>({ method: 'POST', path: '/wps/demo/game/spin', token: 'required', money: 'bet' }),
};
