import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { useSession } from '@/stores/session';
import { agentKeys } from './keys';

/** The player's affiliate codes for the invite dialog (asked when the dialog opens). */
export function useInviteInfo(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: agentKeys.invite(session?.userName),
    queryFn: () => api.inviteInfo(),
    enabled: enabled && !!session,
    staleTime: 5 * 60_000,
  });
}
