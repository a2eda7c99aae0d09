import type { LotteryCategory, VietnamDraw } from '@/api/types/lottery';
import { hasFields, isArrayOf, isBoolean, isFiniteNumber, isString, type Guard } from '@/lib/guards';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { FetchStamp } from '../lib/countdown';

/**
 * §9 "cached locally: lottery lists": each list and language in a storage entry of its own, read by
 * `persistedQuery` (the screen paints from the copy while the call refreshes it).
 */
export const lotteryListStorageKey = (...parts: (string | number)[]) => [STORAGE_KEYS.lotteryLists, ...parts].join('.');

const isStoredGame = hasFields({
  code: isString,
  gameId: isString,
  gameName: isString,
  mobileIconUrl: isString,
  previousWinningNumber: isString,
  previousWinningTime: isString,
  isSale: isBoolean,
  remainTime: isFiniteNumber,
  lockTime: isFiniteNumber,
  numero: isString,
  gameMenuTag: isString,
});

/** A stored menu keeps its time stamps, so its countdowns start from what is left of them. */
export const isStoredMenu = hasFields({
  categories: isArrayOf(hasFields({ tag: isString, name: isString, gameMenus: isArrayOf(isStoredGame) })),
  requestedAt: isFiniteNumber,
  receivedAt: isFiniteNumber,
}) as Guard<FetchStamp & { categories: LotteryCategory[] }>;

export const isStoredDraws = isArrayOf(
  hasFields({
    gameId: isString,
    gameName: isString,
    region: isString,
    province: isString,
    numero: isString,
    drawTime: isString,
    winningNumber: isString,
  }),
) as Guard<VietnamDraw[]>;
