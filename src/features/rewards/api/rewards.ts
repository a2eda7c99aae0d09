import { queryOptions, useSuspenseQuery, type UseMutationOptions } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import type { RewardClaimResult } from '@/api/types/rewards';
import { api } from '@/api';
import { useMoneyMutation } from '@/hooks/use-money-mutation';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useSession } from '@/stores/session';
import { rewardsKeys } from './keys';
import { useOrderInFlight } from './use-order-in-flight';
import { useRewardsRefresh } from './use-rewards-refresh';

/** The player's rewards, claimable first. */
export const rewardsQueryOptions = (user: string | undefined, language: LanguageCode) =>
  queryOptions({ queryKey: rewardsKeys.rewards(user, language), queryFn: () => api.rewards() });

export const useRewards = () => useSuspenseQuery(rewardsQueryOptions(useSession()?.userName, useDebouncedLanguage()));

/** What the player is told when a claim (of the reward id) ends. */
export type ClaimOutcome = Pick<UseMutationOptions<RewardClaimResult, Error, string>, 'onSuccess' | 'onError'>;

/**
 * Claim one reward into the wallet: one hook per reward, so each claim has its own double-tap guard
 * and idempotency key. The outcome sits in the hook's options, not in `mutate`'s: those run even if
 * the card is gone by the time the answer comes.
 */
export function useClaimReward(outcome: ClaimOutcome) {
  const refresh = useRewardsRefresh();
  return useMoneyMutation('rewardClaim', {
    ...outcome,
    mutationKey: rewardsKeys.claim(useSession()?.userName),
    payload: (id: string) => ({ id }),
    onSettled: refresh,
  });
}

/** Whether a claim of this reward is in flight (sent from this card or from one since unmounted). */
export const useClaimInFlight = (id: string) =>
  useOrderInFlight(rewardsKeys.claim(useSession()?.userName), (claimed) => claimed === id);
