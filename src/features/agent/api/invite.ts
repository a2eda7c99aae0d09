import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { useSession } from '@/stores/session';
import { agentKeys } from './keys';

export const inviteInfoQueryOptions = (user: string | undefined) =>
  queryOptions({ queryKey: agentKeys.invite(user), queryFn: () => api.inviteInfo(), staleTime: 5 * 60_000 });

/** The player's affiliate codes for the invite dialog (asked when the dialog opens). */
export function useInviteInfo(enabled: boolean) {
  const session = useSession();
  return useQuery({ ...inviteInfoQueryOptions(session?.userName), enabled: enabled && !!session });
}
