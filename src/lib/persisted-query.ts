import type { QueryKey } from '@tanstack/react-query';
import { readJson, writeJson } from './storage';

/**
 * Query options for server state that is also cached in localStorage (site status, flags, member
 * info…): the screen renders from the cached copy at once while a background fetch refreshes it.
 * The copy is read when the query enters the cache, not at every render of every component that
 * uses it (the site status has dozens on a screen).
 */
export function persistedQuery<T>(queryKey: QueryKey, storageKey: string, fetcher: () => Promise<T>) {
  return {
    queryKey,
    queryFn: async () => {
      const value = await fetcher();
      writeJson(storageKey, value);
      return value;
    },
    initialData: (): T | undefined => readJson<T>(storageKey) ?? undefined,
    initialDataUpdatedAt: 0,
  };
}
