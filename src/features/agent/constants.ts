import type { ContractKind } from '@/api/types/agent';
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
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
