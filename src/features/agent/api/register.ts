import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import type { AgentRegisterPayload } from '@/api/types/agent';
import { useSession } from '@/stores/session';
import { agentKeys } from './keys';

/** Open an account in the team; the team lists and today's counters then include it. */
export function useOpenAccount() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: AgentRegisterPayload) => api.agentRegister(payload),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all(session?.userName) }),
  });
}
