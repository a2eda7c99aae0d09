import type { LotteryCategory } from '@/api/types/lottery';
import { MENU_REFRESH_IDLE_MS, MENU_REFRESH_MAX_MS } from '../constants';

/**
 * §4 menu refresh: the smallest non-negative remaining time among games with numbers, capped at
 * 30 s; 7 s when that is 0 or less or nothing is pending.
 */
export function menuRefreshDelay(categories: readonly LotteryCategory[] | undefined): number {
  const pending = (categories ?? [])
    .flatMap((category) => category.gameMenus)
    .filter((game) => game.previousWinningNumber && game.remainTime >= 0)
    .map((game) => game.remainTime);
  if (pending.length === 0) return MENU_REFRESH_IDLE_MS;
  const soonest = Math.min(...pending);
  return soonest <= 0 ? MENU_REFRESH_IDLE_MS : Math.min(soonest, MENU_REFRESH_MAX_MS);
}
