import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { useSiteFlags } from '@/queries/site';
import { useSession } from '@/stores/session';
import { TEAM_KPI_PAGE_SIZE } from '../constants';
import { todayRange } from '../lib/periods';
import { countsUnreadMail } from '../lib/roles';
import { agentKeys } from './keys';

/** Today's four team counters (the KPI call with today's dates and size 0). */
export function useTeamKpi() {
  const session = useSession();
  const range = todayRange();
  return useQuery({
    queryKey: agentKeys.teamKpi(session?.userName, range),
    queryFn: () => api.teamKpi({ ...range, size: TEAM_KPI_PAGE_SIZE }),
    enabled: !!session,
    select: (kpi) => kpi.footer,
  });
}

/** Unread mail for the grid badge: 0 unless the rule of §6 allows counting. */
export function useUnreadMailCount(): number {
  const session = useSession();
  const flags = useSiteFlags();
  const counted = countsUnreadMail(session?.type, flags);
  const query = useQuery({
    queryKey: agentKeys.unreadMail(session?.userName),
    queryFn: () => api.inboxUnreadCount(),
    enabled: !!session && counted,
  });
  return counted ? (query.data ?? 0) : 0;
}
