import type { DomainHandlers } from '../context';

export const lotteryHandlers: DomainHandlers = {};
