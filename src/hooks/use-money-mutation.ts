import { useRef, useState } from 'react';
import type { UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
import { moneyOrderOf } from '@/api';
import type { ReqOf, ResOf } from '@/api/endpoint';
import type { EndpointName, Endpoints } from '@/api/endpoints';
import { toast } from '@/components/ui/toast';
import { useTranslation } from '@/lib/use-translation';
import { placeMoneyOrder } from './money-order';
import { useSingleFlightMutation } from './use-single-flight-mutation';

type MoneyMutationOptions<K extends EndpointName, TVariables> = Omit<
  UseMutationOptions<ResOf<Endpoints[K]>, Error, TVariables>,
  'mutationFn' | 'networkMode' | 'retry'
> & {
  /** The call's payload from what the screen passes to `mutate` (the variables themselves by default). */
  payload?(variables: TVariables): ReqOf<Endpoints[K]>;
};

export type MoneyMutationResult<K extends EndpointName, TVariables> = UseMutationResult<ResOf<Endpoints[K]>, Error, TVariables> & {
  /** The call timed out and its outcome is being read back ("Checking your deposit…" shows meanwhile). */
  checking: boolean;
};

/**
 * The one mutation hook for calls that move money (`money` in the endpoint table): a double tap
 * submits once; offline it fails at once with "no network" and is never paused nor replayed
 * (`networkMode: 'always'`, no retry); each order carries its idempotency key; a timeout shows
 * "Checking your …" and ends with what really happened (./money-order.ts).
 */
export function useMoneyMutation<K extends EndpointName, TVariables = ReqOf<Endpoints[K]>>(
  call: K,
  { payload, ...options }: MoneyMutationOptions<K, TVariables>,
): MoneyMutationResult<K, TVariables> {
  const order = moneyOrderOf(call);
  if (!order) throw new Error(`${call} is not a money call`);
  const { t } = useTranslation();
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
      return options.onSettled?.(...args);
    },
  });
  return { ...mutation, checking };
}
