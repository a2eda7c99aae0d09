import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMoneyMutation } from '@/hooks/use-money-mutation';
import type { Wallet } from '@/api/types/member';
import { memberKeys } from '@/queries/keys';
import { useSession } from '@/stores/session';

/** One spin of the demo game; the wallet shows the new balance at once. */
export function useDemoSpin(gameId: string) {
  const client = useQueryClient();
  const user = useSession()?.userName;
  return useMoneyMutation('demoSpin', {
    payload: (stake: number) => ({ gameId, stake }),
    onSuccess: ({ balance }) => {
      client.setQueryData<Wallet>(memberKeys.wallet(user), (wallet) => wallet && { ...wallet, sumBalance: balance });
    },
  });
}

/** Leaving a game: the wallet is read again, as the game may have changed it. */
export function useRefreshWalletOnLeave() {
  const client = useQueryClient();
  const user = useSession()?.userName;
  useEffect(() => () => void client.invalidateQueries({ queryKey: memberKeys.wallet(user) }), [client, user]);
}
