import type { UseMutationOptions } from '@tanstack/react-query';

/** What a form does around one of the feature's calls: the call itself is the api/ hook's. */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onMutate' | 'onSuccess' | 'onError' | 'onSettled'
>;

/** A call's payload, or its making when part of it must wait (the phone verification service's token). */
export type PayloadOrMaking<T> = T | (() => Promise<T>);

export const madePayload = async <T extends object>(request: PayloadOrMaking<T>): Promise<T> =>
  typeof request === 'function' ? request() : request;
