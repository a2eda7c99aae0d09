import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { useActionMutation } from '@/hooks/use-action-mutation';
import { useSession } from '@/stores/session';
import { rewardsKeys } from './keys';
import { useRewardsRefresh } from './use-rewards-refresh';

/** This month's signed days, the streak and the points. */
export const signInStatusQueryOptions = (user: string | undefined) =>
  queryOptions({ queryKey: rewardsKeys.signIn(user), queryFn: () => api.signInStatus() });

export const useSignInStatus = () => useSuspenseQuery(signInStatusQueryOptions(useSession()?.userName));

/** Sign in for today; whatever its answer, the streak, the points and the balance are read again. */
export function useSignIn() {
  const refresh = useRewardsRefresh();
  return useActionMutation({ mutationFn: () => api.signIn(), onSettled: refresh });
}
