import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import { api } from '@/api';
import type { LotteryCategory, LotteryMenuAnswer, PrizeMode } from '@/api/types/lottery';
import { persistedQuery } from '@/lib/persisted-query';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { DEVICE, MENU_FRESH_MS } from '../constants';
import type { FetchStamp } from '../lib/countdown';
import { menuRefreshDelay } from '../lib/refresh';
import { lotteryKeys } from './keys';
import { isStoredMenu, lotteryListStorageKey } from './stored-lists';

/** The lottery menu with the two time values its countdowns start from. */
export interface LotteryMenu extends FetchStamp {
  categories: LotteryCategory[];
}

/**
 * The menu with a name on every category and lottery: names are not among the spec's fields (§3),
 * so one the platform leaves out is the category's tag, the lottery's remark or else its code.
 */
export const namedMenu = (menu: LotteryMenuAnswer): LotteryCategory[] =>
  menu.map((category) => ({
    ...category,
    name: category.name || category.tag,
    gameMenus: category.gameMenus.map((game) => ({ ...game, gameName: game.gameName || game.remark || game.code })),
  }));

export async function fetchLotteryMenu(prizeMode: PrizeMode): Promise<LotteryMenu> {
  const requestedAt = Date.now();
  const categories = namedMenu(await api.lotteryMenu({ prizeMode, device: DEVICE }));
  return { categories, requestedAt, receivedAt: Date.now() };
}

/**
 * §4: refreshed when the next draw is due (at most every 30 s, 7 s when idle) and on language change;
 * kept locally (§9), so a return visit paints the last menu at once.
 */
export const lotteryMenuQueryOptions = (prizeMode: PrizeMode, language: LanguageCode) =>
  queryOptions({
    ...persistedQuery(
      lotteryKeys.menu(prizeMode, language),
      lotteryListStorageKey('menu', prizeMode, language),
      isStoredMenu,
      () => fetchLotteryMenu(prizeMode),
    ),
    staleTime: MENU_FRESH_MS,
    refetchInterval: (query) => menuRefreshDelay(query.state.data?.categories),
  });

export const useLotteryMenu = (prizeMode: PrizeMode) =>
  useQuery(lotteryMenuQueryOptions(prizeMode, useDebouncedLanguage()));
