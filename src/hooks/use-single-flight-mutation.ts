import { useCallback, useRef } from 'react';
import { useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';

/**
 * `useMutation` whose `mutate` is ignored while a call is in flight: a double tap submits once.
 * `isPending` (and the disabled button it drives) changes only at the next render, and a quick
 * second tap arrives before it; this lock is set at once and released when the call settles.
 */
export function useSingleFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const inFlight = useRef(false);
  const mutation = useMutation({
    ...options,
    // The hook-level callback runs even if the screen has gone or the result was reset meanwhile.
    onSettled: (...args) => {
      inFlight.current = false;
      return options.onSettled?.(...args);
    },
  });
  const { mutate: start } = mutation;
  const mutate = useCallback<typeof start>(
    (...args) => {
      if (inFlight.current) return;
      inFlight.current = true;
      start(...args);
    },
    [start],
  );
  return { ...mutation, mutate };
}
