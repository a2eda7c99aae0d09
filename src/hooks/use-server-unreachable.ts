import { useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '@/api';
import { useOnline } from './use-online';

/** A query the screen shows that failed for want of a network (not a server's or a business error). */
export function lostNetwork(query: Query): boolean {
  return query.isActive() && query.state.error instanceof ApiError && query.state.error.kind === 'network';
}

/** Whether any query the screen shows lost the network. */
export function screenLostNetwork(queryCache: QueryCache): boolean {
  return queryCache.getAll().some(lostNetwork);
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
