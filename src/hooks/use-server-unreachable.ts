import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '@/api';
import { useOnline } from './use-online';

/** Whether a query the screen shows failed for want of a network (not a server's or a business error). */
export function screenLostNetwork(queryCache: QueryCache): boolean {
  return queryCache
    .getAll()
    .some((query) => query.isActive() && query.state.error instanceof ApiError && query.state.error.kind === 'network');
}

/**
 * The server cannot be reached: the browser says it is offline (queries wait), or it says nothing
 * and the screen's calls fail all the same (a dead Wi-Fi, a phone in a tunnel: `navigator.onLine`
 * only knows whether there is a network interface).
 */
export function useServerUnreachable(): boolean {
  const online = useOnline();
  const queryCache = useQueryClient().getQueryCache();
  const lost = useSyncExternalStore(
    (onChange) => queryCache.subscribe(onChange),
    () => screenLostNetwork(queryCache),
    () => false,
  );
  return !online || lost;
}
