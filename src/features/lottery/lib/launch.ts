import type { LaunchLotteryPayload, LotteryGame, PrizeMode } from '@/api/types/lottery';
import { href } from '@/config/paths';
import { DEFAULT_PRIZE_MODE, SEA_LOTTERY_VENDOR, SEA_PRIZE_MODE, VIETNAM_LOTTERY_VENDOR } from '../constants';

/** The lobby code the platform's launch route opens for a provider's lottery. */
const LOBBY_CODE = 'lobby';

/**
 * §4/§7 launch: the game's code with the lobby's prize mode; TCG_SEA games always with SEA. The
 * spec's launch sends vendor TCG_LOTTO_VN: a menu game that names no vendor launches with it.
 */
export function launchPayload(game: Pick<LotteryGame, 'code' | 'vendor'>, prizeMode: PrizeMode): LaunchLotteryPayload {
  const vendor = game.vendor || VIETNAM_LOTTERY_VENDOR;
  return {
    vendor,
    gameCode: game.code,
    prizeMode: vendor.toUpperCase() === SEA_LOTTERY_VENDOR ? SEA_PRIZE_MODE : prizeMode,
  };
}

/** §4: a provider's lottery (GPI) opens through the launch route with the default prize mode. */
export function providerLaunchHref(game: { gameId: string; gameGroupId?: string }, pageBack: string): string {
  return href('launchGame', {
    gameId: game.gameId,
    gameGroupId: game.gameGroupId,
    prize_mode: DEFAULT_PRIZE_MODE,
    code: LOBBY_CODE,
    pageBack,
  });
}
