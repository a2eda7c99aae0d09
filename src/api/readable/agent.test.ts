// @vitest-environment node
import affiliateCodes from '@fixtures/affiliateCodes.json';
import agentSetup from '@fixtures/agentSetup.json';
import agentTeam from '@fixtures/agentTeam.json';
import users from '@fixtures/users.json';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { agentContract } from '../contract/agent';
import {
  isReadableAgentRegister,
  isReadableContract,
  isReadableDividendInfo,
  isReadableInviteInfo,
  isReadableRebateIncome,
  isReadableRebateItems,
  isReadableDividendRecords,
  isReadableTeamBets,
  isReadableTeamKpi,
  isReadableTeamMembers,
  isReadableTeamPnl,
  isReadableTeamOverview,
} from './agent';
import { ANSWER_GUARDS } from './index';

// Answers as the mock server gives them to agent01 (mock-server/routes/agent.ts, from fixtures/).
const [SETUP] = agentSetup;
const at = (date: string, time = '09:30:00') => `${date} ${time}`;
const page = <T>(list: T[]) => ({ list, pageNum: 1, totalPages: 1, total: list.length });
const sum = (rows: Record<string, unknown>[], key: string) => rows.reduce((total, r) => total + (r[key] as number), 0);

/** agent01's first team members who played, each with their first day of play. */
const TEAM = users
  .filter((u) => u.parentId === 'u-agent01')
  .map((user) => ({ user, activity: agentTeam.find((a) => a.id === user.id)! }))
  .filter((mate) => mate.activity.days.length > 0)
  .slice(0, 3);

const TEAM_KPI = {
  footer: { teamLoginMemberCount: 12, teamBetMemberCount: 9, teamRegisterMemberCount: 2, teamOnlineCount: 5 },
};
const DIVIDEND_INFO = { dailysalreqtype: 'DAILY', divtypecompperiodreq: '', contracthoursalreq: '' };
const CONTRACT = {
  kind: 'dividend',
  status: SETUP.contracts.dividend.status,
  offeredBy: SETUP.contracts.dividend.offeredBy,
  offeredAt: at('2026-07-29'),
  signedAt: at('2026-07-31', '10:00:00'),
  tiers: SETUP.contracts.dividend.tiers.map(([level, minValidBet, minActiveMembers, reward]) => ({
    level,
    minValidBet,
    minActiveMembers,
    reward,
  })),
};
const OVERVIEW = {
  teamSize: 227,
  agentCount: 31,
  newMembers: 2,
  activeMembers: 9,
  firstDepositMembers: 1,
  depositAmount: 3000,
  withdrawAmount: 1300,
  betAmount: 8790,
  validBetAmount: 8412,
  payoutAmount: 9120,
  profitAmount: 397.08,
  rebateAmount: 67.08,
  teamBalance: 512_880.4,
};
const MEMBERS = page(
  TEAM.map(({ user, activity }, i) => ({
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    type: user.type,
    balance: user.balance,
    registerTime: at('2026-10-21', '13:07:00'),
    lastLoginTime: i === 0 ? null : at('2026-10-27', '08:41:00'),
    online: activity.online,
    validBet30d: activity.days.reduce((total, d) => total + d[3]!, 0),
  })),
);
const PNL_ROWS = TEAM.map(({ user, activity }) => {
  const [, , betAmount, validBetAmount, payoutAmount, depositAmount, withdrawAmount] = activity.days[0]!;
  const rebateAmount = Math.round(validBetAmount! * 0.6) / 100;
  return {
    username: user.username,
    type: user.type,
    betAmount: betAmount!,
    validBetAmount: validBetAmount!,
    payoutAmount: payoutAmount!,
    rebateAmount,
    depositAmount: depositAmount!,
    withdrawAmount: withdrawAmount!,
    profitAmount: payoutAmount! + rebateAmount - betAmount!,
  };
});
const FIGURES = [
  'betAmount',
  'validBetAmount',
  'payoutAmount',
  'rebateAmount',
  'depositAmount',
  'withdrawAmount',
  'profitAmount',
];
const PNL = { ...page(PNL_ROWS), summary: Object.fromEntries(FIGURES.map((key) => [key, sum(PNL_ROWS, key)])) };
const BET_ROWS = PNL_ROWS.map((row, k) => {
  const [gameType, gameName] = SETUP.games[k]!;
  return {
    id: `${TEAM[k]!.user.id}-0-1`,
    username: row.username,
    gameType: gameType!,
    gameName: gameName!,
    betTime: at('2026-10-27', '07:12:00'),
    betAmount: row.betAmount,
    validBetAmount: row.validBetAmount,
    payoutAmount: row.payoutAmount,
    status: row.payoutAmount > row.betAmount ? 'won' : row.payoutAmount < row.betAmount ? 'lost' : 'draw',
  };
});
const BETS = {
  ...page(BET_ROWS),
  summary: {
    betCount: BET_ROWS.length,
    betAmount: sum(BET_ROWS, 'betAmount'),
    validBetAmount: sum(BET_ROWS, 'validBetAmount'),
    payoutAmount: sum(BET_ROWS, 'payoutAmount'),
  },
};
const REBATE_ITEMS = Object.entries(SETUP.rebateRates).map(([gameType, ownRate]) => ({
  gameType,
  ownRate,
  downlineRate: Math.round(ownRate * 5) / 10,
}));
const INCOME_ROWS = REBATE_ITEMS.slice(0, 3).map((item, k) => {
  const rate = Math.round((item.ownRate - item.downlineRate) * 10) / 10;
  const validBetAmount = BET_ROWS[k]!.validBetAmount;
  return {
    date: '2026-10-27',
    gameType: item.gameType,
    validBetAmount,
    rate,
    rebateAmount: Math.round(validBetAmount * rate) / 100,
  };
});
const INCOME = { ...page(INCOME_ROWS), totalRebate: sum(INCOME_ROWS, 'rebateAmount') };
const DIVIDEND_ROWS = SETUP.dividends.map((d) => ({
  id: `div-u-agent01-${d.periodsAgo}`,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-15',
  teamProfit: d.teamProfit,
  activeMembers: d.activeMembers,
  ratio: d.ratio,
  amount: d.amount,
  status: d.status,
}));
const DIVIDENDS = {
  ...page(DIVIDEND_ROWS),
  totalPaid: sum(
    DIVIDEND_ROWS.filter((d) => d.status === 'paid'),
    'amount',
  ),
};
const REGISTERED = { username: 'newbie01', accountType: 0 };
const INVITE = { affiliateCodes: affiliateCodes.filter((a) => a.agent === 'agent01').map((a) => a.code) };

const [MEMBER] = MEMBERS.list;
const [PNL_ROW] = PNL.list;
const [BET] = BETS.list;
const [INCOME_ROW] = INCOME.list;
const [DIVIDEND] = DIVIDENDS.list;
const [TIER] = CONTRACT.tiers;

const without = (value: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== field));
const withField = (value: Record<string, unknown>, field: string, kind: unknown) => ({ ...value, [field]: kind });
/** A page whose only row is `row`. */
const pageWith = (answer: Record<string, unknown>, row: unknown) => ({ ...answer, list: [row] });

type Guard = (value: unknown) => boolean;

/**
 * Each row with the answer the mock gives and that answer broken in a field the row reads: its guard
 * (through ANSWER_GUARDS, as the adapter loads it) accepts the one and refuses the other, so a row
 * wired to another call's guard fails here.
 */
const ANSWERS: [keyof typeof agentContract & keyof typeof ANSWER_GUARDS, unknown, unknown][] = [
  ['teamKpi', TEAM_KPI, { footer: without(TEAM_KPI.footer, 'teamOnlineCount') }],
  ['dividendInfo', DIVIDEND_INFO, withField(DIVIDEND_INFO, 'dailysalreqtype', 404)],
  [
    'dailySalaryContract',
    { ...without(CONTRACT, 'signedAt'), kind: 'dailySalary', status: 'pending' },
    { ...without(CONTRACT, 'status'), kind: 'dailySalary' },
  ],
  ['dividendContract', CONTRACT, without(CONTRACT, 'tiers')],
  [
    'hourlySalaryContract',
    { ...CONTRACT, kind: 'hourlySalary' },
    { ...without(CONTRACT, 'status'), kind: 'hourlySalary' },
  ],
  ['signContract', CONTRACT, withField(CONTRACT, 'offeredAt', 1_761_523_200_000)],
  ['teamOverview', OVERVIEW, without(OVERVIEW, 'teamBalance')],
  ['teamMembers', MEMBERS, pageWith(MEMBERS, without(MEMBER!, 'registerTime'))],
  ['teamPnl', PNL, without(PNL, 'summary')],
  ['teamBets', BETS, pageWith(BETS, without(BET!, 'betTime'))],
  ['rebateSettings', REBATE_ITEMS, [without(REBATE_ITEMS[0]!, 'ownRate')]],
  ['saveRebateSettings', REBATE_ITEMS, REBATE_ITEMS[0]],
  ['rebateIncome', INCOME, without(INCOME, 'totalRebate')],
  ['dividendRecords', DIVIDENDS, pageWith(DIVIDENDS, without(DIVIDEND!, 'status'))],
  ['agentRegister', REGISTERED, withField(REGISTERED, 'accountType', '0')],
  ['inviteInfo', INVITE, { affiliateCodes: [88] }],
];

describe('agent answer guards', () => {
  it('the answers hold every kind of row', () => {
    expect([MEMBER, PNL_ROW, BET, INCOME_ROW, DIVIDEND, TIER, INVITE.affiliateCodes[0]]).not.toContain(undefined);
  });

  it.each(ANSWERS)(
    '%s: its row’s guard accepts the answer the mock gives (which keeps the contract), and refuses it broken',
    (name, answer, broken) => {
      expect(v.is(agentContract[name].res, answer)).toBe(true);
      expect(ANSWER_GUARDS[name]!(answer)).toBe(true);
      expect(ANSWER_GUARDS[name]!(broken)).toBe(false);
    },
  );

  it.each<[string, Guard, unknown]>([
    [
      'a contract not offered: no dates, no tiers',
      isReadableContract,
      { kind: 'dividend', status: 'none', offeredBy: '', tiers: [] },
    ],
    ['dividend info without requirements', isReadableDividendInfo, {}],
    ['a page of members without total', isReadableTeamMembers, without(MEMBERS, 'total')],
    [
      'a member who never logged in (null)',
      isReadableTeamMembers,
      pageWith(MEMBERS, { ...MEMBER, lastLoginTime: null }),
    ],
    ['a member without last login', isReadableTeamMembers, pageWith(MEMBERS, without(MEMBER!, 'lastLoginTime'))],
    ['a member without type (shown as a member)', isReadableTeamMembers, pageWith(MEMBERS, without(MEMBER!, 'type'))],
    ['a profit-and-loss row without type', isReadableTeamPnl, pageWith(PNL, without(PNL_ROW!, 'type'))],
    ['an empty page of bets', isReadableTeamBets, { ...BETS, list: [], total: 0 }],
    ['no rebate settings', isReadableRebateItems, []],
    ['a member’s invite details (no codes)', isReadableInviteInfo, { affiliateCodes: [] }],
  ])('accepts what the app tolerates: %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(true);
  });

  it.each<[string, Guard, unknown]>([
    ['a KPI without footer', isReadableTeamKpi, {}],
    [
      'a KPI footer without the online count',
      isReadableTeamKpi,
      { footer: without(TEAM_KPI.footer, 'teamOnlineCount') },
    ],
    [
      'a KPI footer with a count as text',
      isReadableTeamKpi,
      { footer: withField(TEAM_KPI.footer, 'teamBetMemberCount', '9') },
    ],
    [
      'dividend info with a requirement as a number',
      isReadableDividendInfo,
      withField(DIVIDEND_INFO, 'dailysalreqtype', 404),
    ],
    ['a contract without status', isReadableContract, without(CONTRACT, 'status')],
    ['a contract without tiers', isReadableContract, without(CONTRACT, 'tiers')],
    [
      'a contract with its offer date as a number',
      isReadableContract,
      withField(CONTRACT, 'offeredAt', 1_761_523_200_000),
    ],
    ['a tier without reward', isReadableContract, withField(CONTRACT, 'tiers', [without(TIER!, 'reward')])],
    [
      'a tier with its members as text',
      isReadableContract,
      withField(CONTRACT, 'tiers', [withField(TIER!, 'minActiveMembers', '10')]),
    ],
    ['an overview without team balance', isReadableTeamOverview, without(OVERVIEW, 'teamBalance')],
    ['an overview with a count as text', isReadableTeamOverview, withField(OVERVIEW, 'teamSize', '227')],
    ['members without list', isReadableTeamMembers, without(MEMBERS, 'list')],
    ['members with the total as text', isReadableTeamMembers, withField(MEMBERS, 'total', '3')],
    ['a member without register time', isReadableTeamMembers, pageWith(MEMBERS, without(MEMBER!, 'registerTime'))],
    [
      'a member with their balance as text',
      isReadableTeamMembers,
      pageWith(MEMBERS, withField(MEMBER!, 'balance', '4464.84')),
    ],
    [
      'a member with their last login as a number',
      isReadableTeamMembers,
      pageWith(MEMBERS, withField(MEMBER!, 'lastLoginTime', 0)),
    ],
    [
      'a member with the online flag as text',
      isReadableTeamMembers,
      pageWith(MEMBERS, withField(MEMBER!, 'online', 'true')),
    ],
    ['profit and loss without summary', isReadableTeamPnl, without(PNL, 'summary')],
    ['a summary without profit', isReadableTeamPnl, withField(PNL, 'summary', without(PNL.summary, 'profitAmount'))],
    ['a row without username', isReadableTeamPnl, pageWith(PNL, without(PNL_ROW!, 'username'))],
    ['a row with its deposits as text', isReadableTeamPnl, pageWith(PNL, withField(PNL_ROW!, 'depositAmount', '0'))],
    ['bets with the total pages as text', isReadableTeamBets, withField(BETS, 'totalPages', '1')],
    [
      'a bet summary with its count as text',
      isReadableTeamBets,
      withField(BETS, 'summary', withField(BETS.summary, 'betCount', '3')),
    ],
    ['a bet without time', isReadableTeamBets, pageWith(BETS, without(BET!, 'betTime'))],
    ['a bet with its payout as text', isReadableTeamBets, pageWith(BETS, withField(BET!, 'payoutAmount', '560'))],
    ['rebate settings that are no list', isReadableRebateItems, REBATE_ITEMS[0]],
    ['a rebate setting without own rate', isReadableRebateItems, [without(REBATE_ITEMS[0]!, 'ownRate')]],
    [
      'a rebate setting with its game type as a number',
      isReadableRebateItems,
      [withField(REBATE_ITEMS[0]!, 'gameType', 1)],
    ],
    ['rebate income without total', isReadableRebateIncome, without(INCOME, 'totalRebate')],
    ['an income row without rate', isReadableRebateIncome, pageWith(INCOME, without(INCOME_ROW!, 'rate'))],
    [
      'an income row with its rebate as text',
      isReadableRebateIncome,
      pageWith(INCOME, withField(INCOME_ROW!, 'rebateAmount', '6')),
    ],
    ['dividends with the total paid as text', isReadableDividendRecords, withField(DIVIDENDS, 'totalPaid', '76324.4')],
    ['a dividend without status', isReadableDividendRecords, pageWith(DIVIDENDS, without(DIVIDEND!, 'status'))],
    [
      'a dividend with its members as text',
      isReadableDividendRecords,
      pageWith(DIVIDENDS, withField(DIVIDEND!, 'activeMembers', '82')),
    ],
    ['an opened account without user name', isReadableAgentRegister, without(REGISTERED, 'username')],
    ['an opened account with its type as text', isReadableAgentRegister, withField(REGISTERED, 'accountType', '0')],
    ['invite details without codes', isReadableInviteInfo, {}],
    ['invite details with a code as a number', isReadableInviteInfo, { affiliateCodes: [88] }],
  ])('refuses %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(false);
  });
});
