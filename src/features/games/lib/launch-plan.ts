import { href } from '@/config/paths';
import {
  DEFAULT_PRIZE_MODE,
  ELOTT_PRIZE_MODE,
  LOTTERY_LOBBY_CODE,
  LOTTERY_TYPES,
  SEA_LOTTERY_VENDOR,
  SEA_PRIZE_MODE,
  VIETNAM_LOTTERY_VENDOR,
} from '../constants';
import type { PrizeMode } from '@/api/types/lottery';
import { gameVendor } from './game-vendor';

/** What a launch needs to know of a game (tiles, winner entries, vendor tiles). */
export interface LaunchableGame {
  gameId: string;
  nodeId: string;
  vassalage?: string;
  gameType?: string;
  gameCode?: string;
  gameGroupId?: string;
}

export type LaunchPlan =
  | { kind: 'lottery'; vendor: string; gameCode: string; prizeMode: PrizeMode }
  | { kind: 'route'; to: string }
  | { kind: 'generic'; category: string; vendor: string; gameId: string; nodeId: string };

/** §4 tile click, logged in: which launch a game takes, by vendor and type. */
export function launchPlan(game: LaunchableGame, category: string, pageBack: string): LaunchPlan {
  const vendor = gameVendor(game).toUpperCase();
  if (vendor === VIETNAM_LOTTERY_VENDOR)
    return { kind: 'lottery', vendor, gameCode: game.gameCode ?? game.gameId, prizeMode: DEFAULT_PRIZE_MODE };
  if (vendor === SEA_LOTTERY_VENDOR)
    return { kind: 'lottery', vendor, gameCode: LOTTERY_LOBBY_CODE, prizeMode: SEA_PRIZE_MODE };
  const type = game.gameType ?? category;
  if (LOTTERY_TYPES.includes(type)) {
    return {
      kind: 'route',
      to: href('launchGame', {
        gameId: game.gameId,
        gameGroupId: game.gameGroupId,
        prize_mode: type === 'ELOTT' ? ELOTT_PRIZE_MODE : DEFAULT_PRIZE_MODE,
        code: LOTTERY_LOBBY_CODE,
        pageBack,
      }),
    };
  }
  return { kind: 'generic', category: type, vendor: gameVendor(game), gameId: game.gameId, nodeId: game.nodeId };
}
