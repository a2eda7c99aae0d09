import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { useSingleFlightMutation } from '@/hooks/use-single-flight-mutation';
import { useSession } from '@/stores/session';
import { rewardsKeys } from './keys';
import { useRewardsRefresh } from './use-rewards-refresh';

/** This month's signed days, the streak and the points. */
export const signInStatusQueryOptions = (user: string | undefined) =>
  queryOptions({ queryKey: rewardsKeys.signIn(user), queryFn: () => api.signInStatus() });

export const useSignInStatus = () => useSuspenseQuery(signInStatusQueryOptions(useSession()?.userName));

/** Sign in for today. */
export function useSignIn() {
  const refresh = useRewardsRefresh();
  return useSingleFlightMutation({ mutationFn: () => api.signIn(), onSettled: refresh });
}
