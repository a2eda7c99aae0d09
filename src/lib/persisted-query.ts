import type { QueryKey } from '@tanstack/react-query';
import { readJson, writeJson } from './storage';

/**
 * Query options for server state that is also cached in localStorage (site status, flags, member
 * info…): the screen renders from the cached copy at once while a background fetch refreshes it.
 */
export function persistedQuery<T>(queryKey: QueryKey, storageKey: string, fetcher: () => Promise<T>) {
  const cached = readJson<T>(storageKey);
  return {
    queryKey,
    queryFn: async () => {
      const value = await fetcher();
      writeJson(storageKey, value);
      return value;
    },
    ...(cached !== null ? { initialData: cached, initialDataUpdatedAt: 0 } : {}),
  };
}
