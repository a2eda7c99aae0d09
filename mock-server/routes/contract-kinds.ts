import type { ContractKind } from '@/api/types/agent';

/**
 * The agent contracts the platform offers. Its own module so the payload rules (validate-schemas)
 * can name them without pulling the agent routes and their 124 KB team fixture into the mock's
 * start-up: those load with the first agent call (routes/index.ts).
 */
export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const satisfies readonly ContractKind[];
