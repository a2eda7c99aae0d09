export interface TeamKpiPayload {
  /** Today, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  size: 0;
}

export interface TeamKpiFooter {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}

export interface TeamKpi {
  footer: TeamKpiFooter;
}

/** Non-empty requirement = a contract of that kind is pending for the player. */
export interface DividendInfo {
  dailysalreqtype: string;
  divtypecompperiodreq: string;
  contracthoursalreq: string;
}

export type ContractKind = 'dailySalary' | 'dividend' | 'hourlySalary';

export interface Contract {
  kind: ContractKind;
  status: 'pending' | 'signed';
  terms: { level: string; requirement: string; reward: string }[];
}
