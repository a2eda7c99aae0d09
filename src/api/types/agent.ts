import type * as v from 'valibot';
import type * as c from '../contract/agent';

// The agent calls' payloads and answers, derived from their contract (src/api/contract/agent.ts).

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

/** A date range of the team screens, local dates YYYY-MM-DD. */
export type DateRangePayload = Out<typeof c.dateRangePayload>;
export type PagePayload = Out<typeof c.pagePayload>;
export type TeamKpiPayload = Out<typeof c.teamKpiPayload>;
export type TeamKpiFooter = Out<typeof c.teamKpiFooter>;
export type TeamKpi = Out<typeof c.teamKpi>;
/** Non-empty requirement = a contract of that kind is pending for the player. */
export type DividendInfo = Out<typeof c.dividendInfo>;
export type ContractKind = Out<typeof c.contractKind>;
/** `none`: the superior has offered no contract of this kind. */
export type ContractStatus = Out<typeof c.contractStatus>;
/** One tier of a contract: reach the requirements, earn the reward. */
export type ContractTier = Out<typeof c.contractTier>;
export type Contract = Out<typeof c.contract>;
export type SignContractPayload = Out<typeof c.signContractPayload>;
/** Team figures over a date range. */
export type TeamOverview = Out<typeof c.teamOverview>;
export type TeamMemberFilter = Out<typeof c.teamMemberFilter>;
export type TeamMembersPayload = Out<typeof c.teamMembersPayload>;
export type TeamMember = Out<typeof c.teamMember>;
export type TeamReportPayload = Out<typeof c.teamReportPayload>;
export type PnlRow = Out<typeof c.pnlRow>;
export type PnlSummary = Out<typeof c.pnlSummary>;
export type TeamPnl = Out<typeof c.teamPnl>;
export type BetStatus = Out<typeof c.betStatus>;
export type TeamBet = Out<typeof c.teamBet>;
export type TeamBets = Out<typeof c.teamBets>;
export type RebateItem = Out<typeof c.rebateItem>;
export type RebateSettingsPayload = Out<typeof c.rebateSettingsPayload>;
export type RebateIncomeRow = Out<typeof c.rebateIncomeRow>;
export type RebateIncome = Out<typeof c.rebateIncome>;
export type DividendStatus = Out<typeof c.dividendStatus>;
export type DividendRecord = Out<typeof c.dividendRecord>;
export type DividendRecords = Out<typeof c.dividendRecords>;
/** Open an account under the agent: a member (0) or a sub-agent (1). */
export type AgentRegisterPayload = Out<typeof c.agentRegisterPayload>;
export type AgentRegisterResult = Out<typeof c.agentRegisterResult>;
/** The player's invite details for the referral dialog. */
export type InviteInfo = Out<typeof c.inviteInfo>;
