import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import type { TeamMemberFilter } from '@/api/types/agent';
import { useSession } from '@/stores/session';
import { TEAM_PAGE_SIZE, type Period } from '../constants';
import { periodRange } from '../lib/periods';
import { agentKeys } from './keys';

/** A report of the agent `user`: its name and parameters make the key, `fetcher` asks for it. */
const reportQueryOptions = <T>(user: string | undefined, name: string, params: object, fetcher: () => Promise<T>) =>
  queryOptions({ queryKey: agentKeys.report(user, name, params), queryFn: fetcher });

/** A report query of the signed-in agent; paging keeps the previous page on screen while the next loads. */
function useReport<T>(options: (user: string | undefined) => ReturnType<typeof reportQueryOptions<T>>) {
  const session = useSession();
  return useQuery({ ...options(session?.userName), enabled: !!session, placeholderData: keepPreviousData });
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

export const teamOverviewQueryOptions = (user: string | undefined, period: Period) =>
  reportQueryOptions(user, 'overview', { period }, () => api.teamOverview(periodRange(period)));
export const useTeamOverview = (period: Period) => useReport((user) => teamOverviewQueryOptions(user, period));

export interface TeamMembersParams {
  pageNum: number;
  username: string;
  filter: TeamMemberFilter;
}
export const teamMembersQueryOptions = (user: string | undefined, params: TeamMembersParams) =>
  reportQueryOptions(user, 'members', params, () =>
    api.teamMembers({
      pageNum: params.pageNum,
      pageSize: TEAM_PAGE_SIZE,
      filter: params.filter,
      ...(params.username ? { username: params.username } : {}),
    }),
  );
export const useTeamMembers = (params: TeamMembersParams) => useReport((user) => teamMembersQueryOptions(user, params));

export const teamPnlQueryOptions = (user: string | undefined, params: ListParams) =>
  reportQueryOptions(user, 'pnl', params, () => api.teamPnl(listPayload(params)));
export const useTeamPnl = (params: ListParams) => useReport((user) => teamPnlQueryOptions(user, params));

export const teamBetsQueryOptions = (user: string | undefined, params: ListParams) =>
  reportQueryOptions(user, 'bets', params, () => api.teamBets(listPayload(params)));
export const useTeamBets = (params: ListParams) => useReport((user) => teamBetsQueryOptions(user, params));

type RebateIncomeParams = Omit<ListParams, 'username'>;
export const rebateIncomeQueryOptions = (user: string | undefined, params: RebateIncomeParams) =>
  reportQueryOptions(user, 'rebateIncome', params, () =>
    api.rebateIncome({ ...periodRange(params.period), pageNum: params.pageNum, pageSize: TEAM_PAGE_SIZE }),
  );
export const useRebateIncome = (params: RebateIncomeParams) =>
  useReport((user) => rebateIncomeQueryOptions(user, params));

export const dividendRecordsQueryOptions = (user: string | undefined, pageNum: number) =>
  reportQueryOptions(user, 'dividends', { pageNum }, () => api.dividendRecords({ pageNum, pageSize: TEAM_PAGE_SIZE }));
export const useDividendRecords = (pageNum: number) => useReport((user) => dividendRecordsQueryOptions(user, pageNum));
