import * as v from 'valibot';
import { paged, type CallContract } from './common';
import { code, date, pageNo, pageSize, password, username } from './fields';
import { MAX_PAGE_SIZE } from './limits';
import { int, list, literal, num, object, oneOf, optional, text, VALIDATION_CODES } from './request';

/** A date range of the team screens, local dates YYYY-MM-DD. */
export const dateRangePayload = v.object({ startDate: date, endDate: date });
export const pagePayload = v.object({ pageNum: pageNo, pageSize });

export const teamKpiPayload = v.object({ ...dateRangePayload.entries, size: literal(0) });
export const teamKpiFooter = v.object({
  teamLoginMemberCount: v.number(),
  teamBetMemberCount: v.number(),
  teamRegisterMemberCount: v.number(),
  teamOnlineCount: v.number(),
});
export const teamKpi = v.object({ footer: teamKpiFooter });

/** Non-empty requirement = a contract of that kind is pending for the player. */
export const dividendInfo = v.object({
  dailysalreqtype: v.string(),
  divtypecompperiodreq: v.string(),
  contracthoursalreq: v.string(),
});

/** The agent contracts the platform offers. */
export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const;
export const contractKind = oneOf(CONTRACT_KINDS);
/** `none`: the superior has offered no contract of this kind. */
export const contractStatus = v.picklist(['none', 'pending', 'signed']);

/** One tier of a contract: reach the requirements, earn the reward. */
export const contractTier = v.object({
  level: v.number(),
  /** Team valid bet the tier needs in the contract's period. */
  minValidBet: v.number(),
  /** Active members (members who bet) the tier needs. */
  minActiveMembers: v.number(),
  /** Fixed amount (salaries) or a percentage of the team's loss (dividend). */
  reward: v.number(),
});

export const contract = v.object({
  kind: v.picklist(CONTRACT_KINDS),
  status: contractStatus,
  /** The superior (or the platform) offering the contract. */
  offeredBy: v.string(),
  offeredAt: v.optional(v.string()),
  signedAt: v.optional(v.string()),
  tiers: v.array(contractTier),
});
export const signContractPayload = v.object({ kind: contractKind });

/** Team figures over a date range. */
export const teamOverview = v.object({
  teamSize: v.number(),
  agentCount: v.number(),
  newMembers: v.number(),
  activeMembers: v.number(),
  firstDepositMembers: v.number(),
  depositAmount: v.number(),
  withdrawAmount: v.number(),
  betAmount: v.number(),
  validBetAmount: v.number(),
  payoutAmount: v.number(),
  /** The team's win/loss, as in the team profit and loss: payouts plus rebates minus bets. */
  profitAmount: v.number(),
  rebateAmount: v.number(),
  teamBalance: v.number(),
});

export const teamMemberFilter = oneOf(['all', 'online', 'agents']);
export const teamMembersPayload = v.object({
  ...pagePayload.entries,
  username: optional(text(16)),
  filter: optional(teamMemberFilter),
});
export const teamMember = v.object({
  id: v.string(),
  username: v.string(),
  nickname: v.string(),
  /** Member type: 0 member, others agents. */
  type: v.number(),
  balance: v.number(),
  registerTime: v.string(),
  /** Null until the member first logs in. */
  lastLoginTime: v.nullable(v.string()),
  online: v.boolean(),
  /** Valid bet over the last 30 days. */
  validBet30d: v.number(),
});

export const teamReportPayload = v.object({
  ...dateRangePayload.entries,
  ...pagePayload.entries,
  username: optional(text(16)),
});

const pnlFigures = {
  betAmount: v.number(),
  validBetAmount: v.number(),
  payoutAmount: v.number(),
  rebateAmount: v.number(),
  depositAmount: v.number(),
  withdrawAmount: v.number(),
  /** The member's win/loss: payouts plus rebates minus bets. */
  profitAmount: v.number(),
};
export const pnlRow = v.object({ username: v.string(), type: v.number(), ...pnlFigures });
export const pnlSummary = v.object(pnlFigures);
export const teamPnl = v.object({ ...paged(pnlRow).entries, summary: pnlSummary });

export const betStatus = v.picklist(['won', 'lost', 'draw']);
export const teamBet = v.object({
  id: v.string(),
  username: v.string(),
  gameType: v.string(),
  gameName: v.string(),
  betTime: v.string(),
  betAmount: v.number(),
  validBetAmount: v.number(),
  payoutAmount: v.number(),
  status: betStatus,
});
export const teamBets = v.object({
  ...paged(teamBet).entries,
  summary: v.object({
    betCount: v.number(),
    betAmount: v.number(),
    validBetAmount: v.number(),
    payoutAmount: v.number(),
  }),
});

export const rebateItem = v.object({
  gameType: v.string(),
  /** The agent's own rebate rate, percent. */
  ownRate: v.number(),
  /** Rate given to members opened by the agent, percent (0 to ownRate). */
  downlineRate: v.number(),
});
export const rebateSettingsPayload = v.object({
  items: list(object({ gameType: code, downlineRate: num(0, 100, { decimals: 1 }) }), MAX_PAGE_SIZE, 1),
});

export const rebateIncomeRow = v.object({
  date: v.string(),
  gameType: v.string(),
  validBetAmount: v.number(),
  rate: v.number(),
  rebateAmount: v.number(),
});
export const rebateIncome = v.object({ ...paged(rebateIncomeRow).entries, totalRebate: v.number() });

export const dividendStatus = v.picklist(['paid', 'pending']);
export const dividendRecord = v.object({
  id: v.string(),
  periodStart: v.string(),
  periodEnd: v.string(),
  /** The team's loss in the period from the house's side (the dividend base). */
  teamProfit: v.number(),
  activeMembers: v.number(),
  /** Percent of the team profit. */
  ratio: v.number(),
  amount: v.number(),
  status: dividendStatus,
});
export const dividendRecords = v.object({ ...paged(dividendRecord).entries, totalPaid: v.number() });

/** Open an account under the agent: a member (0) or a sub-agent (1). */
export const agentRegisterPayload = v.object({
  accountType: v.pipe(
    int(0, 1),
    v.guard((n): n is 0 | 1 => n === 0 || n === 1, VALIDATION_CODES.range),
  ),
  username,
  password,
  confirmPassword: password,
});
export const agentRegisterResult = v.object({ username: v.string(), accountType: v.picklist([0, 1]) });

/** The player's invite details for the referral dialog. */
export const inviteInfo = v.object({
  /** Affiliate codes of an agent (new sign-ups join the agent's team); empty for members. */
  affiliateCodes: v.array(v.string()),
});

const rangePage = v.object({ ...dateRangePayload.entries, ...pagePayload.entries });

export const agentContract = {
  teamKpi: { req: teamKpiPayload, res: teamKpi },
  dividendInfo: { res: dividendInfo },
  dailySalaryContract: { res: contract },
  dividendContract: { res: contract },
  hourlySalaryContract: { res: contract },
  signContract: { req: signContractPayload, res: contract },
  teamOverview: { req: dateRangePayload, res: teamOverview },
  teamMembers: { req: teamMembersPayload, res: paged(teamMember) },
  teamPnl: { req: teamReportPayload, res: teamPnl },
  teamBets: { req: teamReportPayload, res: teamBets },
  rebateSettings: { res: v.array(rebateItem) },
  saveRebateSettings: { req: rebateSettingsPayload, res: v.array(rebateItem) },
  rebateIncome: { req: rangePage, res: rebateIncome },
  dividendRecords: { req: pagePayload, res: dividendRecords },
  agentRegister: { req: agentRegisterPayload, res: agentRegisterResult },
  inviteInfo: { res: inviteInfo },
} satisfies Record<string, CallContract>;
