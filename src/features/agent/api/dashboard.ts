import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@/lib/dates';
import { api } from '@/api';
import { useSession } from '@/stores/session';
import { TEAM_KPI_PAGE_SIZE } from '../constants';
import { todayRange } from '../lib/periods';
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
