import type { DomainHandlers } from '../context';

export const agentHandlers: DomainHandlers = {};
