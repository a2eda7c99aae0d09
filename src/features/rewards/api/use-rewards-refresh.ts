import { useQueryClient } from '@tanstack/react-query';
import { memberKeys } from '@/queries/keys';
import { useSession } from '@/stores/session';
import { rewardsKeys } from './keys';

/**
 * After a claim, sign-in or redemption (even a refused one: the reward may have been claimed or the
 * stock sold elsewhere) every rewards screen and the balance widget re-read the server's state.
 */
export function useRewardsRefresh() {
  const client = useQueryClient();
  const user = useSession()?.userName;
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: rewardsKeys.all(user) }),
      client.invalidateQueries({ queryKey: memberKeys.wallet(user) }),
    ]);
}
