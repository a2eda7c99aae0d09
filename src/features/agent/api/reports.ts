import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import type { TeamMemberFilter } from '@/api/types/agent';
import { useSession } from '@/stores/session';
import { TEAM_PAGE_SIZE, type Period } from '../constants';
import { periodRange } from '../lib/periods';
import { agentKeys } from './keys';

/** A report query of the signed-in agent; paging keeps the previous page on screen while the next loads. */
function useReport<T>(name: string, params: object, fetcher: () => Promise<T>) {
  const session = useSession();
  return useQuery({
    queryKey: agentKeys.report(session?.userName, name, params),
    queryFn: fetcher,
    enabled: !!session,
    placeholderData: keepPreviousData,
  });
}

export interface ListParams {
  period: Period;
  pageNum: number;
  username: string;
}

const listPayload = ({ period, pageNum, username }: ListParams) => ({
  ...periodRange(period),
  pageNum,
  pageSize: TEAM_PAGE_SIZE,
  ...(username ? { username } : {}),
});

export const useTeamOverview = (period: Period) =>
  useReport('overview', { period }, () => api.teamOverview(periodRange(period)));

export const useTeamMembers = (params: { pageNum: number; username: string; filter: TeamMemberFilter }) =>
  useReport('members', params, () =>
    api.teamMembers({
      pageNum: params.pageNum,
      pageSize: TEAM_PAGE_SIZE,
      filter: params.filter,
      ...(params.username ? { username: params.username } : {}),
    }),
  );

export const useTeamPnl = (params: ListParams) => useReport('pnl', params, () => api.teamPnl(listPayload(params)));

export const useTeamBets = (params: ListParams) => useReport('bets', params, () => api.teamBets(listPayload(params)));

export const useRebateIncome = (params: Omit<ListParams, 'username'>) =>
  useReport('rebateIncome', params, () =>
    api.rebateIncome({ ...periodRange(params.period), pageNum: params.pageNum, pageSize: TEAM_PAGE_SIZE }),
  );

export const useDividendRecords = (pageNum: number) =>
  useReport('dividends', { pageNum }, () => api.dividendRecords({ pageNum, pageSize: TEAM_PAGE_SIZE }));
