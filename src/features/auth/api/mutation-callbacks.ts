import type { UseMutationOptions } from '@tanstack/react-query';

/** What a form does around one of the feature's calls: the call itself is the api/ hook's. */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onMutate' | 'onSuccess' | 'onError' | 'onSettled'
>;
