import type { ContractKind, TeamMemberFilter } from '@/api/types/agent';
import type { IconName } from '@/components/ui/icon/Icon';
import type { RouteId } from '@/config/paths';

/** accounts-and-access §6: contract prompts go to every member type except these. */
export const CONTRACT_PROMPT_EXCLUDED_TYPES: readonly number[] = [4, 40, 41, 42];

/**
 * accounts-and-access §2: greeting by local hour. Each entry is the last hour of its part of the
 * day (0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening).
 */
export const GREETING_UNTIL_HOUR = [
  { until: 10, key: 'morning' },
  { until: 14, key: 'earlyAfternoon' },
  { until: 18, key: 'lateAfternoon' },
  { until: 24, key: 'evening' },
] as const;
export type GreetingKey = (typeof GREETING_UNTIL_HOUR)[number]['key'];

/** The team KPI call asks for counters only: no rows. */
export const TEAM_KPI_PAGE_SIZE = 0;
/** Rows per page of the team lists (members, profit and loss, bets, rebate income, dividends). */
export const TEAM_PAGE_SIZE = 20;
/** How long the search box waits after typing before it asks again. */
export const TEAM_SEARCH_DEBOUNCE_MS = 400;

/** Each contract kind: the requirement field of the dividend info, its API call and its sign-up route. */
export const CONTRACT_KINDS = [
  { kind: 'dailySalary', requirement: 'dailysalreqtype', route: 'salaryContract' },
  { kind: 'dividend', requirement: 'divtypecompperiodreq', route: 'dividendContract' },
  { kind: 'hourlySalary', requirement: 'contracthoursalreq', route: 'hourContract' },
] as const satisfies readonly { kind: ContractKind; requirement: string; route: RouteId }[];

/** Date ranges offered by the team screens. */
export const PERIODS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 'today';

/** Rebate rate a downline can be given: 0 up to the agent's own rate, in steps of 0.1 %. */
export const REBATE_RATE_STEP = 0.1;

/** Open-account rules: the spec's shared login rules (DECISIONS §3). */
export { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from '@/config/constants';

/** The agent footer's announcement call (§7): agent notices of the home group. */
export const AGENT_NOTICE_TYPES = 'A';

/** The team members list opens on every member. */
export const DEFAULT_MEMBER_FILTER: TeamMemberFilter = 'all';
export const AGENT_NOTICE_GROUP = 'm_home';

export interface AgentGridItem {
  id: string;
  icon: IconName;
  /** The merchant menu whitelist key that shows the item; null: always shown. */
  key: string | null;
  /** The item's screen; without one it opens the customer-service link. */
  route?: RouteId;
  query?: Record<string, string>;
  /** Shows the unread mail count. */
  mailBadge?: boolean;
  /**
   * Opens a member screen: named by that screen's title (the routes table's), as the side menu and
   * the member centre name it, so one screen has one name everywhere.
   */
  memberScreen?: boolean;
}

/** accounts-and-access §2: the dashboard's navigation grid, in order. */
export const AGENT_GRID: readonly AgentGridItem[] = [
  { id: 'teamOverview', icon: 'chart', key: 'AGEPAG', route: 'agentTeamOverview' },
  {
    id: 'transactions',
    icon: 'history',
    key: 'TRANSREC3',
    route: 'transactionRecord',
    query: { types: 'A' },
    memberScreen: true,
  },
  { id: 'teamManagement', icon: 'team', key: 'DOWNMAN', route: 'memberTeam' },
  { id: 'teamPnl', icon: 'trophy', key: 'AGETEAMPNL3', route: 'agentTeamPnl' },
  { id: 'teamBetting', icon: 'ticket', key: 'TEAMBETTING3', route: 'teamBetting' },
  // The spec lists no key for rebate settings: shown to every agent.
  { id: 'rebateSettings', icon: 'card', key: null, route: 'agentRebate' },
  { id: 'rebateIncome', icon: 'crown', key: 'AGEREBINC3', route: 'teamRebate' },
  { id: 'security', icon: 'shield', key: 'SECPRIV', route: 'securityCenter', memberScreen: true },
  { id: 'mail', icon: 'mail', key: 'MAILCEN', route: 'webEmail', mailBadge: true, memberScreen: true },
  // Customer service is always shown (its key GAMSER is not consulted).
  { id: 'service', icon: 'headset', key: null },
];

/** The four counters of the team KPI footer, in the spec's order. */
export const TEAM_COUNTERS = [
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamRegisterMemberCount',
  'teamOnlineCount',
] as const;

/** Unread badges show at most this, then "99+". */
export const BADGE_MAX = 99;
