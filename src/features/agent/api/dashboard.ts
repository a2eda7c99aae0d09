import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@/lib/dates';
import { api } from '@/api';
import { useSiteFlags } from '@/queries/site';
import { useSession } from '@/stores/session';
import { TEAM_KPI_PAGE_SIZE } from '../constants';
import { todayRange } from '../lib/periods';
import { countsUnreadMail } from '../lib/roles';
import { agentKeys } from './keys';

export const teamKpiQueryOptions = (user: string | undefined, range: DateRange) =>
  queryOptions({
    queryKey: agentKeys.teamKpi(user, range),
    queryFn: () => api.teamKpi({ ...range, size: TEAM_KPI_PAGE_SIZE }),
  });

/** Today's four team counters (the KPI call with today's dates and size 0). */
export function useTeamKpi() {
  const session = useSession();
  return useQuery({
    ...teamKpiQueryOptions(session?.userName, todayRange()),
    enabled: !!session,
    select: (kpi) => kpi.footer,
  });
}

export const agentUnreadMailQueryOptions = (user: string | undefined) =>
  queryOptions({ queryKey: agentKeys.unreadMail(user), queryFn: () => api.inboxUnreadCount() });

/** Unread mail for the grid badge: 0 unless the rule of §6 allows counting. */
export function useUnreadMailCount(): number {
  const session = useSession();
  const flags = useSiteFlags();
  const counted = countsUnreadMail(session?.type, flags);
  const query = useQuery({ ...agentUnreadMailQueryOptions(session?.userName), enabled: !!session && counted });
  return counted ? (query.data ?? 0) : 0;
}
