import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import { api } from '@/api';
import { useMoneyMutation } from '@/hooks/use-money-mutation';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useSession } from '@/stores/session';
import { rewardsKeys } from './keys';
import { useRewardsRefresh } from './use-rewards-refresh';

/** The player's rewards, claimable first. */
export const rewardsQueryOptions = (user: string | undefined, language: LanguageCode) =>
  queryOptions({ queryKey: rewardsKeys.rewards(user, language), queryFn: () => api.rewards() });

export const useRewards = () => useSuspenseQuery(rewardsQueryOptions(useSession()?.userName, useDebouncedLanguage()));

/** Claim one reward into the wallet. */
export function useClaimReward() {
  const refresh = useRewardsRefresh();
  return useMoneyMutation('rewardClaim', { payload: (id: string) => ({ id }), onSettled: refresh });
}
