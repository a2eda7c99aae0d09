import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMoneyMutation } from '@/hooks/use-money-mutation';
import type { DemoGame } from '@/api/types/games';
import type { Wallet } from '@/api/types/member';
import { memberKeys } from '@/queries/keys';
import { useSession } from '@/stores/session';

/** A bet of a demo game (its pick and stake): a money order; the wallet shows the new balance at once. */
export function useDemoBet(gameId: string, game: DemoGame) {
  const client = useQueryClient();
  const user = useSession()?.userName;
  return useMoneyMutation('demoBet', {
    payload: ({ pick, stake }: { pick: string; stake: number }) => ({ gameId, game, pick, stake }),
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
