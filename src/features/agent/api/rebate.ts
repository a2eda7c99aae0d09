import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import type { RebateSettingsPayload } from '@/api/types/agent';
import { useSession } from '@/stores/session';
import { agentKeys } from './keys';

export const rebateSettingsQueryOptions = (user: string | undefined) =>
  queryOptions({ queryKey: agentKeys.rebateSettings(user), queryFn: () => api.rebateSettings() });

export function useRebateSettings() {
  const session = useSession();
  return useQuery({ ...rebateSettingsQueryOptions(session?.userName), enabled: !!session });
}

/** Saving answers the stored settings; rebate figures of the reports change with them. */
export function useSaveRebateSettings() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: RebateSettingsPayload) => api.saveRebateSettings(payload),
    onSuccess: (items) => {
      client.setQueryData(agentKeys.rebateSettings(session?.userName), items);
      return client.invalidateQueries({ queryKey: agentKeys.allReports(session?.userName) });
    },
  });
}
