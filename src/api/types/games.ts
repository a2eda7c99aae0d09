import type { LanguageCode } from './common';

export type GameType =
  'HOT' | 'LIVE' | 'RNG' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'INHOUSE' | 'COCKFIGHT';

export interface Game {
  code: string;
  gameId: string;
  nodeId: string;
  roomId?: string;
  nodeName?: string;
  gameName: string;
  displayName: string;
  remark?: string;
  drawDayOfWeek?: string;
  /** Vendor; default BGS. */
  vassalage: string;
  gameClassify?: string;
  gameClassifyNew?: string;
  gameType: GameType;
  gameCode: string;
  gameGroupId?: string;
  lottoMode?: string;
  iconUrl: string;
  mobileLargeIcon?: string;
  mobileSmallIcon?: string;
  isTop: boolean;
  isNew: boolean;
  isGameH5?: boolean;
  supportPlay?: boolean;
  minBet?: number;
}

export interface GameListPayload {
  merchant: string;
  platform: 'html5';
  gameName?: string;
  gameType: GameType | string;
  pageNo: number;
  pageSize: number;
  vassalage?: string;
  gameClassify?: string;
  minBet?: string;
  minLine?: string;
  isNew?: boolean;
  language: LanguageCode;
  clientType?: 2;
}

export interface GameListValue {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

export interface HotGamesPayload {
  isPlatform: 2;
  language: LanguageCode;
  platform: 'html5';
  gameType?: string;
  merchantCode?: string;
}

export interface VendorName {
  accountTypeName: string;
  vassalage: string;
  displayName?: string;
}

/** The vendor sorting list: one entry per game category, in the server's order. */
export interface VendorCategory {
  gameCategory: GameType | string;
  vendorNames: VendorName[];
}

export interface VendorGameTypesPayload {
  typeId: 1;
  merchantCode: string;
}
/** Per game type, the vendors offering it. */
export type VendorGameTypes = Record<string, { vassalage: string; displayName: string }[]>;

export interface FavouritePayload {
  nodeId: string;
  token: string;
  vendor: string;
}

export interface FavouriteListPayload {
  token: string;
  pageNo: number;
  pageSize: number;
  gameType?: string;
  language: LanguageCode;
  vendor: string;
}

export interface FavouriteListValue {
  content: Game[];
  totalPages: number;
}

export interface FavouriteIdsPayload {
  token: string;
  pageNo: 1;
  pageSize: number;
}

export interface RecentGamesPayload {
  page: number;
  pageSize: number;
  gameType?: string;
  language: LanguageCode;
  clientType: 2;
  vassalage: string;
}

export interface RecentGamesValue {
  list: Game[];
  totalPages: number;
}

export interface RecentGameAddPayload {
  gameId: string;
  nodeId: string;
  vendor: string;
}

export interface WinnerBoardPayload {
  gameCategory: 'ALL';
  language: LanguageCode;
  limitNum: number;
}
export interface WinnerEntry {
  vo: { customerName: string; gameName: string; winAmount: number; gameId: string; nodeId: string; vendor: string };
}
export interface WinnerBoardValue {
  list: WinnerEntry[];
}

/**
 * Generic launch (category, vendor, gameId, nodeId) or, from /m/launchGame, a lottery launch with
 * that route's query (playType, gameId, gameGroupId, prize_mode, code).
 */
export interface LaunchGamePayload {
  category: string;
  vendor?: string;
  gameId?: string;
  nodeId?: string;
  playType?: 'ent' | 'trad';
  gameGroupId?: string;
  prizeMode?: string;
  /** Lottery lobby code; "lobby" by default. */
  code?: string;
  /** Where the game's own back button returns (an app path). */
  pageBack?: string;
}

export interface LaunchValue {
  content: { game_url: string };
}

/** Demo mode only: one spin of the built-in demo game. */
export interface DemoSpinPayload {
  gameId: string;
  stake: number;
}
export interface DemoSpinValue {
  win: number;
  balance: number;
  symbols: string[];
}
