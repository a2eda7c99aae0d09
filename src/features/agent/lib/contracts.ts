import type { DividendInfo } from '@/api/types/agent';
import { CONTRACT_KINDS } from '../constants';

export type ContractEntry = (typeof CONTRACT_KINDS)[number];

/** The contracts waiting to be signed, in the spec's order: each non-empty requirement of the dividend info. */
export const pendingContracts = (info: Partial<DividendInfo> | undefined): ContractEntry[] =>
  info ? CONTRACT_KINDS.filter((entry) => !!info[entry.requirement]?.trim()) : [];
