import { endpoint } from '../endpoint';
import type { Paged } from '../types/common';
import type {
  AgentRegisterPayload,
  AgentRegisterResult,
  Contract,
  DateRangePayload,
  DividendInfo,
  DividendRecords,
  InviteInfo,
  PagePayload,
  RebateIncome,
  RebateItem,
  RebateSettingsPayload,
  SignContractPayload,
  TeamBets,
  TeamKpi,
  TeamKpiPayload,
  TeamMember,
  TeamMembersPayload,
  TeamOverview,
  TeamPnl,
  TeamReportPayload,
} from '../types/agent';

export const agentEndpoints = {
  teamKpi: endpoint<TeamKpiPayload, TeamKpi>({ method: 'GET', path: '/wps/agent/team/kpi', token: 'required' }),
  dividendInfo: endpoint<void, DividendInfo>({ method: 'GET', path: '/wps/agent/contract/info', token: 'required' }),
  dailySalaryContract: endpoint<void, Contract>({
    method: 'GET',
    path: '/wps/agent/contract/dailySalary',
    token: 'required',
  }),
  dividendContract: endpoint<void, Contract>({
    method: 'GET',
    path: '/wps/agent/contract/dividend',
    token: 'required',
  }),
  hourlySalaryContract: endpoint<void, Contract>({
    method: 'GET',
    path: '/wps/agent/contract/hourlySalary',
    token: 'required',
  }),
  signContract: endpoint<SignContractPayload, Contract>({
    method: 'POST',
    path: '/wps/agent/contract/sign',
    token: 'required',
  }),
  teamOverview: endpoint<DateRangePayload, TeamOverview>({
    method: 'GET',
    path: '/wps/agent/team/overview',
    token: 'required',
  }),
  teamMembers: endpoint<TeamMembersPayload, Paged<TeamMember>>({
    method: 'GET',
    path: '/wps/agent/team/members',
    token: 'required',
  }),
  teamPnl: endpoint<TeamReportPayload, TeamPnl>({ method: 'GET', path: '/wps/agent/team/pnl', token: 'required' }),
  teamBets: endpoint<TeamReportPayload, TeamBets>({ method: 'GET', path: '/wps/agent/team/bets', token: 'required' }),
  rebateSettings: endpoint<void, RebateItem[]>({
    method: 'GET',
    path: '/wps/agent/rebate/settings',
    token: 'required',
  }),
  saveRebateSettings: endpoint<RebateSettingsPayload, RebateItem[]>({
    method: 'POST',
    path: '/wps/agent/rebate/settings',
    token: 'required',
  }),
  rebateIncome: endpoint<DateRangePayload & PagePayload, RebateIncome>({
    method: 'GET',
    path: '/wps/agent/rebate/income',
    token: 'required',
  }),
  dividendRecords: endpoint<PagePayload, DividendRecords>({
    method: 'GET',
    path: '/wps/agent/dividend/records',
    token: 'required',
  }),
  agentRegister: endpoint<AgentRegisterPayload, AgentRegisterResult>({
    method: 'PUT',
    path: '/wps/agent/member/register',
    token: 'required',
    encrypted: true,
  }),
  inviteInfo: endpoint<void, InviteInfo>({ method: 'GET', path: '/wps/agent/affiliate/codes', token: 'required' }),
};
