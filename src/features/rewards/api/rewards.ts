import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { useMoneyMutation } from '@/hooks/use-money-mutation';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useSession } from '@/stores/session';
import { rewardsKeys } from './keys';
import { useRewardsRefresh } from './use-rewards-refresh';

export function useRewards() {
  const user = useSession()?.userName;
  const language = useDebouncedLanguage();
  return useQuery({ queryKey: rewardsKeys.rewards(user, language), queryFn: () => api.rewards() });
}

/** Claim one reward into the wallet. */
export function useClaimReward() {
  const refresh = useRewardsRefresh();
  return useMoneyMutation('rewardClaim', { payload: (id: string) => ({ id }), onSettled: refresh });
}
