import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import { api } from '@/api';
import { useMoneyMutation } from '@/hooks/use-money-mutation';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useSession } from '@/stores/session';
import { rewardsKeys } from './keys';
import { useRewardsRefresh } from './use-rewards-refresh';

/** The player's points and the mall's items with their stock. */
export const mallQueryOptions = (user: string | undefined, language: LanguageCode) =>
  queryOptions({ queryKey: rewardsKeys.mall(user, language), queryFn: () => api.mall() });

export const useMall = () => useSuspenseQuery(mallQueryOptions(useSession()?.userName, useDebouncedLanguage()));

/** Redeem one item for points (cash vouchers credit the wallet). */
export function useRedeemItem() {
  const refresh = useRewardsRefresh();
  return useMoneyMutation('mallRedeem', { payload: (itemId: string) => ({ itemId }), onSettled: refresh });
}
