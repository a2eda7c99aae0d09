import type { ContractKind, DateRangePayload } from '@/api/types/agent';

/** Query keys of the agent feature; every key carries the user so accounts never share answers. */
export const agentKeys = {
  all: (user: string | undefined) => ['agent', user ?? ''] as const,
  teamKpi: (user: string | undefined, range: DateRangePayload) => [...agentKeys.all(user), 'teamKpi', range] as const,
  dividendInfo: (user: string | undefined) => [...agentKeys.all(user), 'dividendInfo'] as const,
  contract: (user: string | undefined, kind: ContractKind) => [...agentKeys.all(user), 'contract', kind] as const,
  allReports: (user: string | undefined) => [...agentKeys.all(user), 'report'] as const,
  report: (user: string | undefined, name: string, params: object) =>
    [...agentKeys.allReports(user), name, params] as const,
  rebateSettings: (user: string | undefined) => [...agentKeys.all(user), 'rebateSettings'] as const,
  allNotices: (user: string | undefined) => [...agentKeys.all(user), 'notices'] as const,
  notices: (user: string | undefined, types: string, language: string) =>
    [...agentKeys.allNotices(user), types, language] as const,
  invite: (user: string | undefined) => [...agentKeys.all(user), 'invite'] as const,
};
