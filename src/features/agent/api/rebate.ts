import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import type { RebateSettingsPayload } from '@/api/types/agent';
import { useActionMutation } from '@/hooks/use-action-mutation';
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
  const user = useSession()?.userName;
  const client = useQueryClient();
  return useActionMutation({
    mutationFn: (payload: RebateSettingsPayload) => api.saveRebateSettings(payload),
    answerKey: () => agentKeys.rebateSettings(user),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.allReports(user) }),
  });
}
