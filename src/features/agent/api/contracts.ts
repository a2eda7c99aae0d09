import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import type { ContractKind } from '@/api/types/agent';
import { useSession } from '@/stores/session';
import { agentKeys } from './keys';

const CONTRACT_CALLS = {
  dailySalary: () => api.dailySalaryContract(),
  dividend: () => api.dividendContract(),
  hourlySalary: () => api.hourlySalaryContract(),
} satisfies Record<ContractKind, unknown>;

/** Which contracts wait to be signed; read afresh on every visit to home. */
export function useDividendInfo(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: agentKeys.dividendInfo(session?.userName),
    queryFn: () => api.dividendInfo(),
    enabled: !!session && enabled,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useContract(kind: ContractKind, enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: agentKeys.contract(session?.userName, kind),
    queryFn: CONTRACT_CALLS[kind],
    enabled: !!session && enabled,
  });
}

export function useSignContract(kind: ContractKind) {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.signContract({ kind }),
    onSuccess: (contract) => {
      client.setQueryData(agentKeys.contract(session?.userName, kind), contract);
      return client.invalidateQueries({ queryKey: agentKeys.dividendInfo(session?.userName) });
    },
  });
}
