import { hasFields, isArrayOf, isBoolean, isFiniteNumber, isNullable, isOptional, isString } from '@/lib/guards';
import { isPageOf } from '@/lib/paging';

/** Today's team KPI the dashboard counters can show: the four counts of its footer. */
export const isReadableTeamKpi = hasFields({
  footer: hasFields({
    teamLoginMemberCount: isFiniteNumber,
    teamBetMemberCount: isFiniteNumber,
    teamRegisterMemberCount: isFiniteNumber,
    teamOnlineCount: isFiniteNumber,
  }),
});

/** Dividend info the prompts can read: each contract's requirement absent or text. */
export const isReadableDividendInfo = hasFields({
  dailysalreqtype: isOptional(isString),
  divtypecompperiodreq: isOptional(isString),
  contracthoursalreq: isOptional(isString),
});

/** A contract the sign-up page can show (and keep after signing): its kind, status, offer, dates and reward tiers. */
export const isReadableContract = hasFields({
  kind: isString,
  status: isString,
  offeredBy: isString,
  offeredAt: isOptional(isString),
  signedAt: isOptional(isString),
  tiers: isArrayOf(
    hasFields({
      level: isFiniteNumber,
      minValidBet: isFiniteNumber,
      minActiveMembers: isFiniteNumber,
      reward: isFiniteNumber,
    }),
  ),
});

/** Team figures the overview can show: every count and amount of the period. */
export const isReadableTeamOverview = hasFields({
  teamSize: isFiniteNumber,
  agentCount: isFiniteNumber,
  newMembers: isFiniteNumber,
  activeMembers: isFiniteNumber,
  firstDepositMembers: isFiniteNumber,
  depositAmount: isFiniteNumber,
  withdrawAmount: isFiniteNumber,
  betAmount: isFiniteNumber,
  validBetAmount: isFiniteNumber,
  payoutAmount: isFiniteNumber,
  profitAmount: isFiniteNumber,
  rebateAmount: isFiniteNumber,
  teamBalance: isFiniteNumber,
});

/** The money figures of a profit-and-loss row and of its summary. */
const pnlFigures = {
  betAmount: isFiniteNumber,
  validBetAmount: isFiniteNumber,
  payoutAmount: isFiniteNumber,
  rebateAmount: isFiniteNumber,
  depositAmount: isFiniteNumber,
  withdrawAmount: isFiniteNumber,
  profitAmount: isFiniteNumber,
};

/** A page of team members the list can show: names, type, status, money and dates (the total may be absent). */
export const isReadableTeamMembers = isPageOf(
  hasFields({
    id: isString,
    username: isString,
    type: isOptional(isFiniteNumber),
    online: isBoolean,
    balance: isFiniteNumber,
    validBet30d: isFiniteNumber,
    registerTime: isString,
    lastLoginTime: isOptional(isNullable(isString)),
  }),
  { total: isOptional(isFiniteNumber) },
);

/** A page of team profit and loss: each member's name, type and figures, and the team's totals. */
export const isReadableTeamPnl = isPageOf(
  hasFields({ username: isString, type: isOptional(isFiniteNumber), ...pnlFigures }),
  { summary: hasFields(pnlFigures) },
);

/** A page of team bets: each bet's member, game, time, status and amounts, and the period's totals. */
export const isReadableTeamBets = isPageOf(
  hasFields({
    id: isString,
    username: isString,
    gameType: isString,
    gameName: isString,
    betTime: isString,
    status: isString,
    betAmount: isFiniteNumber,
    validBetAmount: isFiniteNumber,
    payoutAmount: isFiniteNumber,
  }),
  {
    summary: hasFields({
      betCount: isFiniteNumber,
      betAmount: isFiniteNumber,
      validBetAmount: isFiniteNumber,
      payoutAmount: isFiniteNumber,
    }),
  },
);

/** Rebate settings the form can edit (and keep after saving): each game type's own and downline rates. */
export const isReadableRebateItems = isArrayOf(
  hasFields({ gameType: isString, ownRate: isFiniteNumber, downlineRate: isFiniteNumber }),
);

/** A page of rebate income: each day and game type's valid bets, rate and rebate, and the period's total. */
export const isReadableRebateIncome = isPageOf(
  hasFields({
    date: isString,
    gameType: isString,
    validBetAmount: isFiniteNumber,
    rate: isFiniteNumber,
    rebateAmount: isFiniteNumber,
  }),
  { totalRebate: isFiniteNumber },
);

/** A page of dividends: each period's dates, status, team result, members, ratio and amount, and the total paid. */
export const isReadableDividendRecords = isPageOf(
  hasFields({
    id: isString,
    periodStart: isString,
    periodEnd: isString,
    status: isString,
    teamProfit: isFiniteNumber,
    activeMembers: isFiniteNumber,
    ratio: isFiniteNumber,
    amount: isFiniteNumber,
  }),
  { totalPaid: isFiniteNumber },
);

/** An opened account the success dialog can show: its user name and account type. */
export const isReadableAgentRegister = hasFields({ username: isString, accountType: isFiniteNumber });

/** Invite details the referral dialog can read: the affiliate codes (empty for members). */
export const isReadableInviteInfo = hasFields({ affiliateCodes: isArrayOf(isString) });
