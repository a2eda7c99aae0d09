import type { LotteryCategory, VietnamDraw } from '@/api/types/lottery';
import { isReadableLotteryMenu, isReadableVietnamDraws } from '@/api/readable/lottery';
import { hasFields, isFiniteNumber, isString, type Guard } from '@/lib/guards';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { FetchStamp } from '../lib/countdown';

/**
 * §9 "cached locally: lottery lists": each list and language in a storage entry of its own, read by
 * `persistedQuery` (the screen paints from the copy while the call refreshes it).
 */
export const lotteryListStorageKey = (...parts: (string | number)[]) => [STORAGE_KEYS.lotteryLists, ...parts].join('.');

/** A menu as the app stores it: named throughout (`namedMenu`). */
const isNamedMenu = (value: unknown): value is LotteryCategory[] =>
  isReadableLotteryMenu(value) &&
  value.every((category) => isString(category.name) && category.gameMenus.every((game) => isString(game.gameName)));

/** A stored menu keeps its time stamps, so its countdowns start from what is left of them. */
export const isStoredMenu = hasFields({
  categories: isNamedMenu,
  requestedAt: isFiniteNumber,
  receivedAt: isFiniteNumber,
}) as Guard<FetchStamp & { categories: LotteryCategory[] }>;

export const isStoredDraws = isReadableVietnamDraws as Guard<VietnamDraw[]>;
