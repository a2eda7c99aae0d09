import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/api';
import { useMoneyMutation } from '@/hooks/use-money-mutation';
import type { DemoLotteryBetPayload } from '@/api/types/lottery';
import { memberKeys } from '@/queries/keys';
import { useSession } from '@/stores/session';
import { lotteryKeys } from './keys';

/** Demo mode: the player's bets on one lottery, newest first. */
export const demoBetsQueryOptions = (user: string | undefined, gameId: string) =>
  queryOptions({
    queryKey: lotteryKeys.demoBets(user, gameId),
    queryFn: () => api.demoLotteryBets({ gameId }),
    staleTime: 0,
  });

export function useDemoBets(gameId: string) {
  const userName = useSession()?.userName;
  return useQuery({ ...demoBetsQueryOptions(userName, gameId), enabled: !!userName && !!gameId });
}

/** Place a demo bet; the stake leaves the wallet, so the wallet is reloaded. */
export function usePlaceDemoBet(gameId: string) {
  const client = useQueryClient();
  const userName = useSession()?.userName;
  return useMoneyMutation('demoLotteryBet', {
    payload: (bet: Omit<DemoLotteryBetPayload, 'gameId'>) => ({ ...bet, gameId }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: lotteryKeys.demoBets(userName, gameId) }),
        client.invalidateQueries({ queryKey: memberKeys.wallet(userName) }),
      ]),
  });
}

/** When the draw moves on (a new numero), open bets are settled: reload them, then the wallet. */
export function useSettleOnDraw(gameId: string, numero: string | undefined) {
  const client = useQueryClient();
  const userName = useSession()?.userName;
  const previous = useRef(numero);
  useEffect(() => {
    if (!numero || previous.current === numero) return;
    const hadDraw = previous.current !== undefined;
    previous.current = numero;
    if (!hadDraw) return;
    void client
      .refetchQueries({ queryKey: lotteryKeys.demoBets(userName, gameId) })
      .then(() => client.invalidateQueries({ queryKey: memberKeys.wallet(userName) }));
  }, [client, userName, gameId, numero]);
}
