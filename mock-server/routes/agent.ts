import affiliateCodes from '@fixtures/affiliateCodes.json';
import agentSetupSeed from '@fixtures/agentSetup.json';
import agentTeamSeed from '@fixtures/agentTeam.json';
import rewardAccountsSeed from '@fixtures/rewardAccounts.json';
import type {
  BetStatus,
  Contract,
  ContractKind,
  ContractStatus,
  DateRangePayload,
  DividendInfo,
  PagePayload,
  PnlRow,
  PnlSummary,
  RebateItem,
  TeamBet,
  TeamMember,
  TeamMemberFilter,
} from '@/api/types/agent';
import type { Paged } from '@/api/types/common';
import { isAgentType } from '@/config/constants';
import { formatDate } from '@/lib/format';
import { fail, member, type DomainHandlers, type MockContext } from '../context';
import { CONTRACT_KINDS } from './contract-kinds';
import type { MockUser } from '../db';
import { validBetOf } from '../vip';

/**
 * The agent area: team KPI and reports over agent01's generated team activity (stored as days ago,
 * answered as dates relative to today, from each member's own join date on), contracts, rebate
 * settings, dividends, open account.
 */

type Activity = (typeof agentTeamSeed)[number];
type Setup = (typeof agentSetupSeed)[number];
/** A fixture day row: [daysAgo, betCount, betAmount, validBetAmount, payoutAmount, depositAmount, withdrawAmount]. */
type DayRow = Activity['days'][number];

const PLATFORM = agentSetupSeed[0];
const GAMES = PLATFORM.games as [string, string][];
const OWN_RATES = PLATFORM.rebateRates as Record<string, number>;
const ACTIVITY = new Map(agentTeamSeed.map((a) => [a.id, a]));
const DAY_MS = 86_400_000;
const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
/** The platform writes a pending contract's requirement into the dividend info; empty when none is pending. */
const REQUIREMENTS: Record<ContractKind, keyof DividendInfo> = {
  dailySalary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourlySalary: 'contracthoursalreq',
};
const REQUIREMENT_VALUES: Record<ContractKind, string> = {
  dailySalary: 'DAILY',
  dividend: 'HALF_MONTH',
  hourlySalary: 'HOURLY',
};

// ---- dates -----------------------------------------------------------------------------------

const startOfToday = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};
const dayOf = (daysAgo: number) => {
  const today = startOfToday();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo);
};
const pad = (n: number) => String(n).padStart(2, '0');
/** The platform's "YYYY-MM-DD HH:mm:ss", in local time. */
const stamp = (d: Date) => `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
/** A moment `daysAgo`; today's never lies in the future. */
function momentOf(daysAgo: number, hour: number, minute: number): Date {
  const now = new Date();
  const h = daysAgo === 0 ? hour % (now.getHours() + 1) : hour;
  const m = daysAgo === 0 && h === now.getHours() ? minute % (now.getMinutes() + 1) : minute;
  const day = dayOf(daysAgo);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m);
}
const dateTime = (daysAgo: number, hour: number, minute: number) => stamp(momentOf(daysAgo, hour, minute));
const daysAgoOf = (date: Date) =>
  Math.round(
    (startOfToday().getTime() - new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()) / DAY_MS,
  );

/** A date range of the payload (YYYY-MM-DD, checked by the gateway) as days ago: `from` is the newest day, `to` the oldest. */
function parseRange({ startDate, endDate }: DateRangePayload): { from: number; to: number } {
  if (startDate > endDate) fail('validation.error');
  const toDays = (value: string) => {
    const [y, m, d] = value.split('-').map(Number);
    return daysAgoOf(new Date(y, m - 1, d));
  };
  return { from: toDays(endDate), to: toDays(startDate) };
}
const inRange = (daysAgo: number | null, range: { from: number; to: number }) =>
  daysAgo != null && daysAgo >= range.from && daysAgo <= range.to;

/** The paging numbers of a query string (checked by the gateway). */
const parsePage = (payload: PagePayload): PagePayload => ({
  pageNum: Number(payload.pageNum),
  pageSize: Number(payload.pageSize),
});

function paginate<T>(rows: T[], { pageNum, pageSize }: PagePayload): Paged<T> {
  return {
    list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    pageNum,
    totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
    total: rows.length,
  };
}

const money = (n: number) => Math.round(n * 100) / 100;

// ---- the team ----------------------------------------------------------------------------------

interface Teammate {
  user: MockUser;
  activity: Omit<Activity, 'lastLoginDaysAgo'> & { lastLoginDaysAgo: number | null };
}

/** Agents only: members get "no permission", as the platform answers. */
function agentOf(ctx: MockContext): MockUser {
  const user = member(ctx);
  if (!isAgentType(user.type)) fail('permission.denied');
  return user;
}

/**
 * The demo's accounts as its database first holds them: agent01's generated members joined as
 * many days before that day as their activity says (it is relative to today too), so the team's
 * join dates, today's registrations and each member's own account agree; named accounts keep theirs.
 */
export function withTeamJoinDates<U extends { id: string; registerTime: string }>(users: U[]): U[] {
  return users.map((user) => {
    const generated = ACTIVITY.get(user.id);
    if (!generated || generated.ownJoinDate) return user;
    const h = hashOf(`${user.id}:joined`);
    return { ...user, registerTime: momentOf(generated.registeredDaysAgo, h % 24, (h >> 5) % 60).toISOString() };
  });
}

/**
 * A member's generated activity, held to the join date of their own account (the one their member
 * info answers): nothing played before it, no login before it. Accounts opened in the demo have no
 * history yet.
 */
function activityOf(user: MockUser): Teammate['activity'] {
  const registeredDaysAgo = daysAgoOf(new Date(user.registerTime));
  const generated = ACTIVITY.get(user.id);
  if (!generated) {
    return {
      id: user.id,
      ownJoinDate: true,
      registeredDaysAgo,
      lastLoginDaysAgo: null,
      online: false,
      firstDepositDaysAgo: null,
      days: [],
    };
  }
  const days = generated.days.filter((d) => d[0] <= registeredDaysAgo);
  return {
    ...generated,
    registeredDaysAgo,
    lastLoginDaysAgo: Math.min(generated.lastLoginDaysAgo, registeredDaysAgo),
    firstDepositDaysAgo: days.find((d) => d[5] > 0)?.[0] ?? null,
    days,
  };
}

/** The agent's direct team. */
function teamOf(ctx: MockContext, agent: MockUser): Teammate[] {
  return ctx.db.state.users
    .filter((u) => u.parentId === agent.id)
    .map((user) => ({ user, activity: activityOf(user) }));
}

const hashOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_003, 7);

interface ExpandedBet extends TeamBet {
  daysAgo: number;
}

/** `total` split by `weights` (even when they are all 0), the rounding rest going to the last part. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor(sum ? (total * w) / sum : total / weights.length));
  parts[parts.length - 1] += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** One fixture day row split into its single bets (games, times and results spread deterministically). */
function betsOfDay(mate: Teammate, [daysAgo, count, bet, valid, payout]: DayRow): ExpandedBet[] {
  const h = hashOf(`${mate.user.id}:${daysAgo}`);
  const even = Array.from({ length: count }, () => 1);
  const bets = split(bet, even);
  const valids = split(valid, even);
  const payouts = split(
    payout,
    even.map((_, k) => (h + k * 7) % 5),
  );
  return bets.map((betAmount, k) => {
    const payoutAmount = payouts[k];
    const status: BetStatus = payoutAmount > betAmount ? 'won' : payoutAmount < betAmount ? 'lost' : 'draw';
    const [gameType, gameName] = GAMES[(h + k) % GAMES.length];
    return {
      id: `${mate.user.id}-${daysAgo}-${k + 1}`,
      username: mate.user.username,
      gameType,
      gameName,
      betTime: dateTime(daysAgo, (h + k * 5) % 24, (h + k * 13) % 60),
      betAmount,
      validBetAmount: valids[k],
      payoutAmount,
      status,
      daysAgo,
    };
  });
}

const betsOf = (mate: Teammate, range: { from: number; to: number }) =>
  mate.activity.days.filter((d) => inRange(d[0], range)).flatMap((d) => betsOfDay(mate, d));

// ---- persisted agent state --------------------------------------------------------------------

const setupOf = (userId: string): Setup | undefined => agentSetupSeed.find((s) => s.agentId === userId);

interface ContractState {
  status: ContractStatus;
  signedAt?: string;
}

function contractsOf(ctx: MockContext, user: MockUser): Record<ContractKind, ContractState> {
  const all = ctx.db.slice<Record<string, Record<ContractKind, ContractState>>>('agentContracts', () => ({}));
  const contracts = setupOf(user.id)?.contracts;
  return (all[user.id] ??= Object.fromEntries(
    CONTRACT_KINDS.map((kind) => {
      const offered = contracts?.[kind];
      const signedAt = offered && 'signedDaysAgo' in offered ? dateTime(offered.signedDaysAgo, 10, 0) : undefined;
      return [kind, { status: (offered?.status ?? 'none') as ContractStatus, signedAt }];
    }),
  ) as Record<ContractKind, ContractState>);
}

function contractOf(ctx: MockContext, kind: ContractKind): Contract {
  const user = member(ctx);
  const state = contractsOf(ctx, user)[kind];
  const offered = setupOf(user.id)?.contracts[kind];
  return {
    kind,
    status: state.status,
    offeredBy: offered?.offeredBy ?? '',
    offeredAt: offered ? dateTime(offered.offeredDaysAgo, 9, 30) : undefined,
    signedAt: state.signedAt,
    tiers: (offered?.tiers ?? []).map(([level, minValidBet, minActiveMembers, reward]) => ({
      level,
      minValidBet,
      minActiveMembers,
      reward,
    })),
  };
}

/** The rates the agent gives its downline, per game type (half its own rate until changed). */
function downlineRatesOf(ctx: MockContext, agent: MockUser): Record<string, number> {
  const all = ctx.db.slice<Record<string, Record<string, number>>>('agentRebates', () => ({}));
  return (all[agent.id] ??= Object.fromEntries(
    Object.entries(OWN_RATES).map(([type, rate]) => [type, Math.round(rate * 5) / 10]),
  ));
}

const rebateItems = (ctx: MockContext, agent: MockUser): RebateItem[] => {
  const downline = downlineRatesOf(ctx, agent);
  return Object.entries(OWN_RATES).map(([gameType, ownRate]) => ({
    gameType,
    ownRate,
    downlineRate: downline[gameType],
  }));
};

// ---- reports ----------------------------------------------------------------------------------

const EMPTY_SUMMARY: PnlSummary = {
  betAmount: 0,
  validBetAmount: 0,
  payoutAmount: 0,
  rebateAmount: 0,
  depositAmount: 0,
  withdrawAmount: 0,
  profitAmount: 0,
};

/**
 * A player's or the team's win/loss: payouts plus rebates minus bets (positive when the players
 * won). The one sign every report answers, so the same day reads the same on every screen.
 */
const winLoss = ({
  betAmount,
  payoutAmount,
  rebateAmount,
}: Pick<PnlSummary, 'betAmount' | 'payoutAmount' | 'rebateAmount'>) => money(payoutAmount + rebateAmount - betAmount);

function addSummary(into: PnlSummary, row: PnlSummary): PnlSummary {
  for (const key of Object.keys(EMPTY_SUMMARY) as (keyof PnlSummary)[]) into[key] = money(into[key] + row[key]);
  return into;
}

/** A member's figures over the range; their rebate is their valid bets at the downline rates. */
function pnlOf(mate: Teammate, range: { from: number; to: number }, downline: Record<string, number>): PnlRow | null {
  const days = mate.activity.days.filter((d) => inRange(d[0], range));
  if (days.length === 0) return null;
  const bets = days.flatMap((d) => betsOfDay(mate, d));
  const sum = (i: number) => days.reduce((total, d) => total + d[i], 0);
  const rebateAmount = money(
    bets.reduce((total, b) => total + (b.validBetAmount * (downline[b.gameType] ?? 0)) / 100, 0),
  );
  const betAmount = sum(2);
  const payoutAmount = sum(4);
  return {
    username: mate.user.username,
    type: mate.user.type,
    betAmount,
    validBetAmount: sum(3),
    payoutAmount,
    rebateAmount,
    depositAmount: sum(5),
    withdrawAmount: sum(6),
    profitAmount: winLoss({ betAmount, payoutAmount, rebateAmount }),
  };
}

const matchesName = (username: string, search: unknown) =>
  !search || username.toLowerCase().includes(String(search).trim().toLowerCase());

/** Half-month dividend periods: `periodsAgo` 1 is the half month before the current one. */
function halfMonth(periodsAgo: number): { periodStart: string; periodEnd: string } {
  const today = startOfToday();
  const index = today.getFullYear() * 24 + today.getMonth() * 2 + (today.getDate() > 15 ? 1 : 0) - periodsAgo;
  const year = Math.floor(index / 24);
  const month = Math.floor((index % 24) / 2);
  const second = index % 2 === 1;
  return {
    periodStart: formatDate(new Date(year, month, second ? 16 : 1)),
    periodEnd: formatDate(second ? new Date(year, month + 1, 0) : new Date(year, month, 15)),
  };
}

const TEAM_FILTERS: Record<TeamMemberFilter, (mate: Teammate) => boolean> = {
  all: () => true,
  online: (mate) => mate.activity.online,
  agents: (mate) => isAgentType(mate.user.type),
};

/** The valid bets a demo account's own benefits page shows; the generated team has none of its own. */
const ownValidBetOf = (user: MockUser): number | undefined =>
  rewardAccountsSeed.some((a) => a.userId === user.id) ? validBetOf(user) : undefined;

function toTeamMember(mate: Teammate): TeamMember {
  const { user, activity } = mate;
  const h = hashOf(user.id);
  const joined = new Date(user.registerTime);
  const loggedIn =
    activity.lastLoginDaysAgo == null ? null : momentOf(activity.lastLoginDaysAgo, (h >> 3) % 24, (h >> 5) % 60);
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    type: user.type,
    balance: user.balance,
    registerTime: stamp(joined),
    // On the day of joining, a login drawn before the joining hour is the joining itself.
    lastLoginTime: loggedIn && stamp(loggedIn < joined ? joined : loggedIn),
    online: activity.online,
    validBet30d: ownValidBetOf(user) ?? activity.days.filter((d) => d[0] < 30).reduce((total, d) => total + d[3], 0),
  };
}

// ---- handlers ---------------------------------------------------------------------------------

export const agentHandlers: DomainHandlers = {
  teamKpi: (ctx) => {
    const range = parseRange(ctx.payload);
    const team = teamOf(ctx, agentOf(ctx));
    const count = (test: (mate: Teammate) => boolean) => team.filter(test).length;
    return {
      footer: {
        teamLoginMemberCount: count((m) => inRange(m.activity.lastLoginDaysAgo, range)),
        teamBetMemberCount: count((m) => m.activity.days.some((d) => inRange(d[0], range))),
        teamRegisterMemberCount: count((m) => inRange(m.activity.registeredDaysAgo, range)),
        teamOnlineCount: count((m) => m.activity.online),
      },
    };
  },

  dividendInfo: (ctx) => {
    const contracts = contractsOf(ctx, member(ctx));
    return Object.fromEntries(
      CONTRACT_KINDS.map((kind) => [
        REQUIREMENTS[kind],
        contracts[kind].status === 'pending' ? REQUIREMENT_VALUES[kind] : '',
      ]),
    ) as unknown as DividendInfo;
  },

  dailySalaryContract: (ctx) => contractOf(ctx, 'dailySalary'),
  dividendContract: (ctx) => contractOf(ctx, 'dividend'),
  hourlySalaryContract: (ctx) => contractOf(ctx, 'hourlySalary'),

  signContract: (ctx) => {
    const { kind } = ctx.payload;
    const contracts = contractsOf(ctx, member(ctx));
    if (contracts[kind].status !== 'pending') return fail('validation.error');
    contracts[kind] = { status: 'signed', signedAt: dateTime(0, new Date().getHours(), new Date().getMinutes()) };
    return contractOf(ctx, kind);
  },

  teamOverview: (ctx) => {
    const range = parseRange(ctx.payload);
    const agent = agentOf(ctx);
    const team = teamOf(ctx, agent);
    const downline = downlineRatesOf(ctx, agent);
    const totals = team.reduce(
      (sum, mate) => {
        const row = pnlOf(mate, range, downline);
        return row ? addSummary(sum, row) : sum;
      },
      { ...EMPTY_SUMMARY },
    );
    const count = (test: (mate: Teammate) => boolean) => team.filter(test).length;
    return {
      teamSize: team.length,
      agentCount: count((m) => isAgentType(m.user.type)),
      newMembers: count((m) => inRange(m.activity.registeredDaysAgo, range)),
      activeMembers: count((m) => m.activity.days.some((d) => inRange(d[0], range))),
      firstDepositMembers: count((m) => inRange(m.activity.firstDepositDaysAgo, range)),
      depositAmount: totals.depositAmount,
      withdrawAmount: totals.withdrawAmount,
      betAmount: totals.betAmount,
      validBetAmount: totals.validBetAmount,
      payoutAmount: totals.payoutAmount,
      rebateAmount: totals.rebateAmount,
      profitAmount: winLoss(totals),
      teamBalance: money(team.reduce((sum, m) => sum + m.user.balance, 0)),
    };
  },

  teamMembers: (ctx) => {
    const page = parsePage(ctx.payload);
    const filter = (ctx.payload.filter ?? 'all') as TeamMemberFilter;
    if (!(filter in TEAM_FILTERS)) return fail('validation.error');
    const rows = teamOf(ctx, agentOf(ctx))
      .filter((m) => TEAM_FILTERS[filter](m) && matchesName(m.user.username, ctx.payload.username))
      .map(toTeamMember)
      .sort((a, b) => b.registerTime.localeCompare(a.registerTime));
    return paginate(rows, page);
  },

  teamPnl: (ctx) => {
    const range = parseRange(ctx.payload);
    const page = parsePage(ctx.payload);
    const agent = agentOf(ctx);
    const downline = downlineRatesOf(ctx, agent);
    const rows = teamOf(ctx, agent)
      .filter((m) => matchesName(m.user.username, ctx.payload.username))
      .map((m) => pnlOf(m, range, downline))
      .filter((row): row is PnlRow => row !== null)
      .sort((a, b) => b.betAmount - a.betAmount);
    return { ...paginate(rows, page), summary: rows.reduce(addSummary, { ...EMPTY_SUMMARY }) };
  },

  teamBets: (ctx) => {
    const range = parseRange(ctx.payload);
    const page = parsePage(ctx.payload);
    const bets = teamOf(ctx, agentOf(ctx))
      .filter((m) => matchesName(m.user.username, ctx.payload.username))
      .flatMap((m) => betsOf(m, range))
      .sort((a, b) => b.betTime.localeCompare(a.betTime));
    const summary = bets.reduce(
      (s, b) => ({
        betCount: s.betCount + 1,
        betAmount: s.betAmount + b.betAmount,
        validBetAmount: s.validBetAmount + b.validBetAmount,
        payoutAmount: s.payoutAmount + b.payoutAmount,
      }),
      { betCount: 0, betAmount: 0, validBetAmount: 0, payoutAmount: 0 },
    );
    const paged = paginate(bets, page);
    return { ...paged, list: paged.list.map(({ daysAgo: _, ...bet }) => bet), summary };
  },

  rebateSettings: (ctx) => rebateItems(ctx, agentOf(ctx)),

  saveRebateSettings: (ctx) => {
    const agent = agentOf(ctx);
    const downline = downlineRatesOf(ctx, agent);
    const next = { ...downline };
    // Rates of 0-100 in steps of 0.1 are the gateway's rule; the agent's own rate caps each one.
    for (const { gameType, downlineRate } of ctx.payload.items) {
      const own = OWN_RATES[gameType];
      if (own === undefined || downlineRate > own) return fail('validation.error');
      next[gameType] = downlineRate;
    }
    Object.assign(downline, next);
    return rebateItems(ctx, agent);
  },

  rebateIncome: (ctx) => {
    const range = parseRange(ctx.payload);
    const page = parsePage(ctx.payload);
    const agent = agentOf(ctx);
    const downline = downlineRatesOf(ctx, agent);
    // The agent earns the difference between its own rate and the rate it gives its downline.
    const byDayAndType = new Map<string, { daysAgo: number; gameType: string; validBetAmount: number }>();
    for (const bet of teamOf(ctx, agent).flatMap((m) => betsOf(m, range))) {
      const key = `${bet.daysAgo}:${bet.gameType}`;
      const row = byDayAndType.get(key) ?? { daysAgo: bet.daysAgo, gameType: bet.gameType, validBetAmount: 0 };
      row.validBetAmount += bet.validBetAmount;
      byDayAndType.set(key, row);
    }
    const rows = [...byDayAndType.values()]
      .sort((a, b) => a.daysAgo - b.daysAgo || a.gameType.localeCompare(b.gameType))
      .map((row) => {
        const rate = Math.round((OWN_RATES[row.gameType] - (downline[row.gameType] ?? 0)) * 10) / 10;
        return {
          date: formatDate(dayOf(row.daysAgo)),
          gameType: row.gameType,
          validBetAmount: row.validBetAmount,
          rate,
          rebateAmount: money((row.validBetAmount * rate) / 100),
        };
      });
    return { ...paginate(rows, page), totalRebate: money(rows.reduce((sum, r) => sum + r.rebateAmount, 0)) };
  },

  dividendRecords: (ctx) => {
    const page = parsePage(ctx.payload);
    const agent = agentOf(ctx);
    const rows = (setupOf(agent.id)?.dividends ?? []).map((d) => ({
      id: `div-${agent.id}-${d.periodsAgo}`,
      ...halfMonth(d.periodsAgo),
      teamProfit: d.teamProfit,
      activeMembers: d.activeMembers,
      ratio: d.ratio,
      amount: d.amount,
      status: d.status as 'paid' | 'pending',
    }));
    return {
      ...paginate(rows, page),
      totalPaid: money(rows.filter((r) => r.status === 'paid').reduce((sum, r) => sum + r.amount, 0)),
    };
  },

  agentRegister: (ctx) => {
    const agent = agentOf(ctx);
    const { accountType, username, password, confirmPassword } = ctx.payload;
    // Lengths are the gateway's rule (src/api/contract); the user name's form is the shared login rule.
    if (!USERNAME_PATTERN.test(username) || confirmPassword !== password) return fail('validation.error');
    if (ctx.db.userByName(username)) return fail('username.exists');
    ctx.db.state.users.push({
      id: `u-${username.toLowerCase()}`,
      username,
      password,
      type: accountType,
      status: 'active',
      nickname: username,
      balance: 0,
      mobileNum: '',
      countryDialingCode: '',
      email: '',
      realName: '',
      memberLabel: [],
      clubLabel: null,
      unreadMail: 0,
      parentId: agent.id,
      registerTime: new Date().toISOString(),
      avatar: 'STATIC:1',
      avatarType: 'STATIC',
    });
    return { username, accountType };
  },

  inviteInfo: (ctx) => {
    const user = member(ctx);
    const own = isAgentType(user.type)
      ? affiliateCodes.filter((a) => a.agent === user.username).map((a) => a.code)
      : [];
    return { affiliateCodes: own };
  },
};
