import { isArrayOf, isRecordOf, isString } from '@/lib/guards';
import { readJson, writeJson } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** §3 local favourites: per user name, a list of lottery gameIds, under LOTTFAV. */
type FavouritesByUser = Record<string, string[]>;

const isFavouritesByUser = isRecordOf(isArrayOf(isString));

/** Storage's copy lasts; this one stands in only where storage refused the last change (blocked or full). */
let inMemory: FavouritesByUser | null = null;

const readAll = (): FavouritesByUser => inMemory ?? readJson(STORAGE_KEYS.lotteryFavourites, isFavouritesByUser) ?? {};

export function readFavourites(userName: string): string[] {
  const all = readAll();
  return Object.hasOwn(all, userName) ? all[userName] : [];
}

/** Add or remove `gameId` from the user's favourites; returns the new list. */
export function toggleFavourite(userName: string, gameId: string): string[] {
  const current = readFavourites(userName);
  const next = current.includes(gameId) ? current.filter((id) => id !== gameId) : [...current, gameId];
  const all = { ...readAll(), [userName]: next };
  inMemory = writeJson(STORAGE_KEYS.lotteryFavourites, all) ? null : all;
  return next;
}

/** §2: favourites first, otherwise the server's order. */
export function favouritesFirst<T extends { gameId: string }>(games: readonly T[], favourites: readonly string[]): T[] {
  const set = new Set(favourites);
  return [...games.filter((g) => set.has(g.gameId)), ...games.filter((g) => !set.has(g.gameId))];
}
