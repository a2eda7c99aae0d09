import gamesSeed from '@fixtures/games.json';
import vendorsSeed from '@fixtures/vendors.json';
import type { Game, GameType } from '@/api/types/games';
import { catalogueIcon } from './images';

/** The static game catalogue of the fixtures, in the platform's Game shape. */
export type GameRow = (typeof gamesSeed)[number];
export type VendorRow = (typeof vendorsSeed)[number];

export const vendors: VendorRow[] = vendorsSeed;
export const vendorByCode = new Map(vendors.map((v) => [v.vassalage, v]));

const iconCache = new Map<string, string>();

export function toGame(row: GameRow): Game {
  let icon = iconCache.get(row.code);
  if (!icon) {
    icon = catalogueIcon(row.name, row.art);
    iconCache.set(row.code, icon);
  }
  return {
    code: row.code,
    gameId: row.code,
    nodeId: `${row.vendor}-${row.code}`,
    gameName: row.name,
    displayName: row.name,
    vassalage: row.vendor,
    gameClassify: row.classify,
    gameClassifyNew: row.isNew ? 'NEW' : row.classify,
    gameType: row.type as GameType,
    gameCode: row.code,
    iconUrl: icon,
    mobileLargeIcon: icon,
    mobileSmallIcon: icon,
    isTop: row.isTop,
    isNew: row.isNew,
    isGameH5: true,
    supportPlay: true,
    minBet: row.minBet,
  };
}

export const gameRows: GameRow[] = gamesSeed;
const byCode = new Map(gameRows.map((g) => [g.code, g]));

export const gameByCode = (code: string): GameRow | undefined => byCode.get(code);
/** Favourites and recent games are keyed by node id (`<vendor>-<code>`), as the platform does. */
export const gameByNodeId = (nodeId: string): GameRow | undefined => byCode.get(nodeId.slice(nodeId.indexOf('-') + 1));
