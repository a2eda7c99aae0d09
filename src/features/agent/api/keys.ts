import type { ContractKind, DateRangePayload } from '@/api/types/agent';

/** Query keys of the agent feature; every key carries the user so accounts never share answers. */
export const agentKeys = {
  all: (user: string | undefined) => ['agent', user ?? ''] as const,
  teamKpi: (user: string | undefined, range: DateRangePayload) => [...agentKeys.all(user), 'teamKpi', range] as const,
  dividendInfo: (user: string | undefined) => [...agentKeys.all(user), 'dividendInfo'] as const,
  contract: (user: string | undefined, kind: ContractKind) => [...agentKeys.all(user), 'contract', kind] as const,
  report: (user: string | undefined, name: string, params: object) =>
    [...agentKeys.all(user), 'report', name, params] as const,
  rebateSettings: (user: string | undefined) => [...agentKeys.all(user), 'rebateSettings'] as const,
  unreadMail: (user: string | undefined) => [...agentKeys.all(user), 'unreadMail'] as const,
  notices: (user: string | undefined, types: string, language: string) =>
    [...agentKeys.all(user), 'notices', types, language] as const,
  invite: (user: string | undefined) => [...agentKeys.all(user), 'invite'] as const,
};
