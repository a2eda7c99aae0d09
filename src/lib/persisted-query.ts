import type { QueryKey } from '@tanstack/react-query';
import type { Guard } from './guards';
import { readJson, writeJson } from './storage';

/**
 * Query options for server state that is also cached in localStorage (site status, flags, member
 * info…): the screen renders from the cached copy at once while a background fetch refreshes it.
 * The copy is read when the query enters the cache, not at every render of every component that
 * uses it (the site status has dozens on a screen). A stored copy that `isShape` refuses (corrupt,
 * or left by an older version) is discarded and the screen waits for the answer instead.
 */
export function persistedQuery<T>(
  queryKey: QueryKey,
  storageKey: string,
  isShape: Guard<T>,
  fetcher: () => Promise<T>,
) {
  return {
    queryKey,
    queryFn: async () => {
      const value = await fetcher();
      writeJson(storageKey, value);
      return value;
    },
    initialData: (): T | undefined => readJson(storageKey, isShape) ?? undefined,
    initialDataUpdatedAt: 0,
  };
}
