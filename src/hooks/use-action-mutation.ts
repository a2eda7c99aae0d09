import {
  useQueryClient,
  type MutationFunctionContext,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { ApiError } from '@/api';
import { useSingleFlightMutation } from './use-single-flight-mutation';

type ActionMutationOptions<TAnswer, TVariables, TOnMutateResult> = Omit<
  UseMutationOptions<TAnswer | undefined, Error, TVariables, TOnMutateResult>,
  'mutationFn'
> & {
  /** The action's call (a row with `sideEffect` in the endpoint table). */
  mutationFn(variables: TVariables, context: MutationFunctionContext): Promise<TAnswer>;
  /** The query whose new state the answer is: the answer is put there, or, when it cannot be read, the query is read afresh. */
  answerKey?(variables: TVariables): QueryKey;
};

/**
 * The mutation of an action that changes something on the platform without moving money (`sideEffect`
 * in its endpoint row): a double tap submits once. The platform's success with an answer the app
 * cannot read (`doneUnread`) is a success without an answer: the data is `undefined`, so the screen
 * says the action was done without the details it could not read, and `answerKey`'s query is read
 * from the server instead of taking the answer.
 */
export function useActionMutation<TAnswer, TVariables = void, TOnMutateResult = unknown>({
  mutationFn,
  answerKey,
  ...options
}: ActionMutationOptions<TAnswer, TVariables, TOnMutateResult>): UseMutationResult<
  TAnswer | undefined,
  Error,
  TVariables,
  TOnMutateResult
> {
  const client = useQueryClient();
  return useSingleFlightMutation<TAnswer | undefined, Error, TVariables, TOnMutateResult>({
    ...options,
    mutationFn: (variables, context) =>
      mutationFn(variables, context).catch((error: unknown) => {
        if (error instanceof ApiError && error.kind === 'doneUnread') return undefined;
        throw error;
      }),
    onSuccess: (answer, variables, ...rest) => {
      if (answerKey) {
        const queryKey = answerKey(variables);
        if (answer === undefined) void client.invalidateQueries({ queryKey });
        else client.setQueryData(queryKey, answer);
      }
      return options.onSuccess?.(answer, variables, ...rest);
    },
  });
}
