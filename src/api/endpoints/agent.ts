import { endpoint } from '../endpoint';
import type { Contract, DividendInfo, TeamKpi, TeamKpiPayload } from '../types/agent';

export const agentEndpoints = {
  teamKpi: endpoint<TeamKpiPayload, TeamKpi>({ method: 'GET', path: '/wps/agent/team/kpi', token: 'required' }),
  dividendInfo: endpoint<void, DividendInfo>({ method: 'GET', path: '/wps/agent/contract/info', token: 'required' }),
  dailySalaryContract: endpoint<void, Contract>({ method: 'GET', path: '/wps/agent/contract/dailySalary', token: 'required' }),
  dividendContract: endpoint<void, Contract>({ method: 'GET', path: '/wps/agent/contract/dividend', token: 'required' }),
  hourlySalaryContract: endpoint<void, Contract>({ method: 'GET', path: '/wps/agent/contract/hourlySalary', token: 'required' }),
};
