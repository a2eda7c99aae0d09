import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { useMoneyMutation } from '@/hooks/use-money-mutation';
import type { Wallet } from '@/api/types/member';
import { memberKeys } from '@/queries/keys';
import { useSession } from '@/stores/session';
import { memberScreenKeys } from './keys';

export const depositChannelsQueryOptions = (user: string | undefined) =>
  queryOptions({
    queryKey: memberScreenKeys.depositChannels(user),
    queryFn: () => api.depositChannels(),
    staleTime: 60_000,
  });

export const useDepositChannels = () => useQuery(depositChannelsQueryOptions(useSession()?.userName));

export const withdrawInfoQueryOptions = (user: string | undefined) =>
  queryOptions({ queryKey: memberScreenKeys.withdrawInfo(user), queryFn: () => api.withdrawInfo() });

export const useWithdrawInfo = () => useQuery(withdrawInfoQueryOptions(useSession()?.userName));

/** After money moves: the widget shows the new balance at once, records and limits are re-read. */
function useBalanceChanged() {
  const client = useQueryClient();
  const user = useSession()?.userName;
  return (balance: number) => {
    client.setQueryData<Wallet>(memberKeys.wallet(user), (wallet) =>
      wallet ? { ...wallet, sumBalance: balance } : wallet,
    );
    void client.invalidateQueries({ queryKey: memberScreenKeys.transactions(user) });
    void client.invalidateQueries({ queryKey: memberScreenKeys.withdrawInfo(user) });
  };
}

export function useDeposit() {
  const balanceChanged = useBalanceChanged();
  return useMoneyMutation('deposit', { onSuccess: (result) => balanceChanged(result.balance) });
}

export function useWithdraw() {
  const balanceChanged = useBalanceChanged();
  return useMoneyMutation('withdraw', { onSuccess: (result) => balanceChanged(result.balance) });
}
