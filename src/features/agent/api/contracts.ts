import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import type { ContractKind } from '@/api/types/agent';
import { useActionMutation } from '@/hooks/use-action-mutation';
import { useSession } from '@/stores/session';
import { agentKeys } from './keys';

const CONTRACT_CALLS = {
  dailySalary: () => api.dailySalaryContract(),
  dividend: () => api.dividendContract(),
  hourlySalary: () => api.hourlySalaryContract(),
} satisfies Record<ContractKind, unknown>;

/** Which contracts wait to be signed; read afresh on every visit to home. */
export const dividendInfoQueryOptions = (user: string | undefined) =>
  queryOptions({
    queryKey: agentKeys.dividendInfo(user),
    queryFn: () => api.dividendInfo(),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useDividendInfo(enabled: boolean) {
  const session = useSession();
  return useQuery({ ...dividendInfoQueryOptions(session?.userName), enabled: !!session && enabled });
}

export const contractQueryOptions = (user: string | undefined, kind: ContractKind) =>
  queryOptions({ queryKey: agentKeys.contract(user, kind), queryFn: CONTRACT_CALLS[kind] });

export function useContract(kind: ContractKind, enabled = true) {
  const session = useSession();
  return useQuery({ ...contractQueryOptions(session?.userName, kind), enabled: !!session && enabled });
}

/** Sign a pending contract: it answers the signed contract; the home prompts no longer ask for it. */
export function useSignContract(kind: ContractKind) {
  const user = useSession()?.userName;
  const client = useQueryClient();
  return useActionMutation({
    mutationFn: () => api.signContract({ kind }),
    answerKey: () => agentKeys.contract(user, kind),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.dividendInfo(user) }),
  });
}
