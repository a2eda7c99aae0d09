import type { ContractKind } from '@/api/types/agent';

/**
 * The agent contracts the platform offers (the payload schema's list is src/api/contract/agent.ts;
 * mock-server/contract.test.ts keeps the two equal). Its own module so the mock's start-up does not
 * pull the agent routes and their 124 KB team fixture: those load with the first agent call
 * (routes/index.ts).
 */
export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const satisfies readonly ContractKind[];
