import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import type { AgentRegisterPayload } from '@/api/types/agent';
import { useActionMutation } from '@/hooks/use-action-mutation';
import { useSession } from '@/stores/session';
import { agentKeys } from './keys';

/** Open an account in the team; the team lists and today's counters then include it. */
export function useOpenAccount() {
  const session = useSession();
  const client = useQueryClient();
  return useActionMutation({
    mutationFn: (payload: AgentRegisterPayload) => api.agentRegister(payload),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all(session?.userName) }),
  });
}
