import { useRef, useState } from 'react';
import { useQueryClient, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { ApiError, moneyOrderOf } from '@/api';
import type { ReqOf, ResOf } from '@/api/endpoint';
import type { EndpointName, Endpoints } from '@/api/endpoints';
import { toast } from '@/components/ui/toast';
import { useTranslation } from '@/lib/use-translation';
import { memberKeys } from '@/queries/keys';
import { useSession } from '@/stores/session';
import { placeMoneyOrder } from './money-order';
import { useSingleFlightMutation } from './use-single-flight-mutation';

type MoneyMutationOptions<K extends EndpointName, TVariables> = Omit<
  UseMutationOptions<ResOf<Endpoints[K]>, Error, TVariables>,
  'mutationFn' | 'networkMode' | 'retry'
> & {
  /** The call's payload from what the screen passes to `mutate` (the variables themselves by default). */
  payload?(variables: TVariables): ReqOf<Endpoints[K]>;
};

export type MoneyMutationResult<K extends EndpointName, TVariables> = UseMutationResult<
  ResOf<Endpoints[K]>,
  Error,
  TVariables
> & {
  /** The call's outcome is unknown (no answer, a 5xx) and is being read back ("Checking your deposit…" shows meanwhile). */
  checking: boolean;
};

/**
 * The one mutation hook for calls that move money (`money` in the endpoint table): a double tap
 * submits once; offline it fails at once with "no network" and is never paused nor replayed
 * (`networkMode: 'always'`, no retry); each order carries its idempotency key; a timeout, a 5xx or a lost connection shows
 * "Checking your …" and ends with what really happened (./money-order.ts); when that cannot be
 * told, the wallet is read again.
 */
export function useMoneyMutation<K extends EndpointName, TVariables = ReqOf<Endpoints[K]>>(
  call: K,
  { payload, ...options }: MoneyMutationOptions<K, TVariables>,
): MoneyMutationResult<K, TVariables> {
  const order = moneyOrderOf(call);
  if (!order) throw new Error(`${call} is not a money call`);
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useSession()?.userName;
  const [checking, setChecking] = useState(false);
  const hideNotice = useRef<(() => void) | null>(null);

  const mutation = useSingleFlightMutation<ResOf<Endpoints[K]>, Error, TVariables>({
    ...options,
    networkMode: 'always',
    retry: false,
    mutationFn: (variables) =>
      placeMoneyOrder(call, payload ? payload(variables) : variables, () => {
        setChecking(true);
        hideNotice.current = toast.loading(t(`moneyOrder.checking.${order}`));
      }),
    onSettled: (...args) => {
      hideNotice.current?.();
      hideNotice.current = null;
      setChecking(false);
      // The order may have gone through: the balance beside "check your records" is read afresh.
      if (args[1] instanceof ApiError && args[1].kind === 'unconfirmed')
        void client.invalidateQueries({ queryKey: memberKeys.wallet(user) });
      return options.onSettled?.(...args);
    },
  });
  return { ...mutation, checking };
}
