import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether an order under `mutationKey` (for which `matches` its variables) is in flight, from the
 * mutation cache rather than one hook: a screen left and opened again, or a card mounted again after a
 * tab change, still shows it as sending instead of offering a button that would send it again.
 * Read from the cache directly: TanStack's `useMutationState` would add to the code every page loads first.
 */
export function useOrderInFlight(
  mutationKey: readonly unknown[],
  matches: (variables: unknown) => boolean = () => true,
): boolean {
  const cache = useQueryClient().getMutationCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const inFlight = () =>
    cache.findAll({ mutationKey, status: 'pending', predicate: (mutation) => matches(mutation.state.variables) })
      .length > 0;
  return useSyncExternalStore(subscribe, inFlight, inFlight);
}
