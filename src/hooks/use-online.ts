import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/** Whether the browser has a network, as TanStack Query follows it (src/app/query-client.ts). */
export function useOnline(): boolean {
  // Prerendered pages assume online, as TanStack Query does until told otherwise.
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
