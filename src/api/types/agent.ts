import type { Paged } from './common';

/** A date range of the team screens, local dates YYYY-MM-DD. */
export interface DateRangePayload {
  startDate: string;
  endDate: string;
}

export interface PagePayload {
  pageNum: number;
  pageSize: number;
}

export interface TeamKpiPayload extends DateRangePayload {
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
/** `none`: the superior has offered no contract of this kind. */
export type ContractStatus = 'none' | 'pending' | 'signed';

/** One tier of a contract: reach the requirements, earn the reward. */
export interface ContractTier {
  level: number;
  /** Team valid bet the tier needs in the contract's period. */
  minValidBet: number;
  /** Active members (members who bet) the tier needs. */
  minActiveMembers: number;
  /** Fixed amount (salaries) or a percentage of the team's loss (dividend). */
  reward: number;
}

export interface Contract {
  kind: ContractKind;
  status: ContractStatus;
  /** The superior (or the platform) offering the contract. */
  offeredBy: string;
  offeredAt?: string;
  signedAt?: string;
  tiers: ContractTier[];
}

export interface SignContractPayload {
  kind: ContractKind;
}

/** Team figures over a date range. */
export interface TeamOverview {
  teamSize: number;
  agentCount: number;
  newMembers: number;
  activeMembers: number;
  firstDepositMembers: number;
  depositAmount: number;
  withdrawAmount: number;
  betAmount: number;
  validBetAmount: number;
  payoutAmount: number;
  /** Team win/loss from the house's side: bets minus payouts minus rebates. */
  profitAmount: number;
  rebateAmount: number;
  teamBalance: number;
}

export type TeamMemberFilter = 'all' | 'online' | 'agents';

export interface TeamMembersPayload extends PagePayload {
  username?: string;
  filter?: TeamMemberFilter;
}

export interface TeamMember {
  id: string;
  username: string;
  nickname: string;
  /** Member type: 0 member, others agents. */
  type: number;
  balance: number;
  registerTime: string;
  /** Null until the member first logs in. */
  lastLoginTime: string | null;
  online: boolean;
  /** Valid bet over the last 30 days. */
  validBet30d: number;
}

export interface TeamReportPayload extends DateRangePayload, PagePayload {
  username?: string;
}

export interface PnlRow {
  username: string;
  type: number;
  betAmount: number;
  validBetAmount: number;
  payoutAmount: number;
  rebateAmount: number;
  depositAmount: number;
  withdrawAmount: number;
  /** The member's win/loss: payouts plus rebates minus bets. */
  profitAmount: number;
}

export type PnlSummary = Omit<PnlRow, 'username' | 'type'>;

export interface TeamPnl extends Paged<PnlRow> {
  summary: PnlSummary;
}

export type BetStatus = 'won' | 'lost' | 'draw';

export interface TeamBet {
  id: string;
  username: string;
  gameType: string;
  gameName: string;
  betTime: string;
  betAmount: number;
  validBetAmount: number;
  payoutAmount: number;
  status: BetStatus;
}

export interface TeamBets extends Paged<TeamBet> {
  summary: { betCount: number; betAmount: number; validBetAmount: number; payoutAmount: number };
}

export interface RebateItem {
  gameType: string;
  /** The agent's own rebate rate, percent. */
  ownRate: number;
  /** Rate given to members opened by the agent, percent (0 to ownRate). */
  downlineRate: number;
}

export interface RebateSettingsPayload {
  items: { gameType: string; downlineRate: number }[];
}

export interface RebateIncomeRow {
  date: string;
  gameType: string;
  validBetAmount: number;
  rate: number;
  rebateAmount: number;
}

export interface RebateIncome extends Paged<RebateIncomeRow> {
  totalRebate: number;
}

export type DividendStatus = 'paid' | 'pending';

export interface DividendRecord {
  id: string;
  periodStart: string;
  periodEnd: string;
  /** The team's loss in the period from the house's side (the dividend base). */
  teamProfit: number;
  activeMembers: number;
  /** Percent of the team profit. */
  ratio: number;
  amount: number;
  status: DividendStatus;
}

export interface DividendRecords extends Paged<DividendRecord> {
  totalPaid: number;
}

/** Open an account under the agent: a member (0) or a sub-agent (1). */
export interface AgentRegisterPayload {
  accountType: 0 | 1;
  username: string;
  password: string;
  confirmPassword: string;
}

export interface AgentRegisterResult {
  username: string;
  accountType: 0 | 1;
}

/** The player's invite details for the referral dialog. */
export interface InviteInfo {
  /** Affiliate codes of an agent (new sign-ups join the agent's team); empty for members. */
  affiliateCodes: string[];
}
