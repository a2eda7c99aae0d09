import { queryOptions, useSuspenseQuery, type UseMutationOptions } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import type { MallItem, MallRedeemResult } from '@/api/types/rewards';
import { api } from '@/api';
import { useMoneyMutation } from '@/hooks/use-money-mutation';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useSession } from '@/stores/session';
import { rewardsKeys } from './keys';
import { useOrderInFlight } from './use-order-in-flight';
import { useRewardsRefresh } from './use-rewards-refresh';

/** The player's points and the mall's items with their stock. */
export const mallQueryOptions = (user: string | undefined, language: LanguageCode) =>
  queryOptions({ queryKey: rewardsKeys.mall(user, language), queryFn: () => api.mall() });

export const useMall = () => useSuspenseQuery(mallQueryOptions(useSession()?.userName, useDebouncedLanguage()));

/** What the player is told when a redemption (of the item) ends. */
export type RedeemOutcome = Pick<UseMutationOptions<MallRedeemResult, Error, MallItem>, 'onSuccess' | 'onError'>;

/**
 * Redeem one item for points (cash vouchers credit the wallet). The outcome sits in the hook's
 * options, not in `mutate`'s: those run even if the confirmation was closed before the answer came.
 */
export function useRedeemItem(outcome: RedeemOutcome) {
  const refresh = useRewardsRefresh();
  return useMoneyMutation('mallRedeem', {
    ...outcome,
    mutationKey: rewardsKeys.redeem(useSession()?.userName),
    payload: (item: MallItem) => ({ itemId: item.id }),
    onSettled: refresh,
  });
}

/** Whether a redemption is in flight (sent from this screen or from one since left). */
export const useRedeemInFlight = () => useOrderInFlight(rewardsKeys.redeem(useSession()?.userName));
