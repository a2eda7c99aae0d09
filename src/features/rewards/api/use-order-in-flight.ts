import { useMutationState } from '@tanstack/react-query';

/**
 * Whether an order under `mutationKey` (for which `matches` its variables) is in flight, from the
 * mutation cache rather than one hook: a screen left and opened again, or a card mounted again after a
 * tab change, still shows it as sending instead of offering a button that would send it again.
 */
export function useOrderInFlight(
  mutationKey: readonly unknown[],
  matches: (variables: unknown) => boolean = () => true,
) {
  return (
    useMutationState({
      filters: { mutationKey, status: 'pending', predicate: (mutation) => matches(mutation.state.variables) },
    }).length > 0
  );
}
