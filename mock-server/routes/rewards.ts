import type { DomainHandlers } from '../context';

/** Game records, rewards, points mall, daily sign-in and member benefits. */
export const rewardsHandlers: DomainHandlers = {};
