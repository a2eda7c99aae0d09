import { create } from 'zustand';
import { hasFields, isArrayOf, isString } from '@/lib/guards';
import { readJson, writeJson } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { Drift } from './contract/check';

/**
 * Contract drift seen by the live adapter (runtime config `contractCheck`): answers of the real
 * backend that do not keep their call's contract (src/api/contract). The check itself, with valibot
 * and every schema, loads lazily on the first answer, and only when the check is on; this module
 * holds what it found, the first drifted answer of each call, for the /m/contract report
 * (src/features/contract). The check is started by ./contract-check.ts.
 *
 * What was found is kept in session storage, so the report survives a reload of the tab (an
 * operator often opens /m/contract by typing its address) and a call reported before the reload is
 * not reported again. Storage that is blocked, full or holds something else leaves it in memory.
 */
export type { Drift };

const isDrifts = isArrayOf(hasFields({ call: isString, path: isString, expected: isString, got: isString }));

const stored = (): Drift[] => readJson(STORAGE_KEYS.contractDrift, isDrifts, 'session') ?? [];

interface ContractDriftState {
  /** The drifted fields of the first drifted answer of each call, in the order they were seen. */
  drifts: Drift[];
}

export const useContractDrift = create<ContractDriftState>(() => ({ drifts: stored() }));

/** Calls already reported: drift is reported once per call. */
const reported = new Set(useContractDrift.getState().drifts.map((drift) => drift.call));

/** Whether the call's drift has been reported already. */
export const driftReported = (call: string) => reported.has(call);

/** Keep a call's drifted fields, once per call; false when the call was already reported. */
export function recordDrift(call: string, drifts: Drift[]): boolean {
  if (!drifts.length || reported.has(call)) return false;
  reported.add(call);
  useContractDrift.setState((state) => ({ drifts: [...state.drifts, ...drifts] }));
  writeJson(STORAGE_KEYS.contractDrift, useContractDrift.getState().drifts, 'session');
  return true;
}

/** Forget what was reported (tests). */
export function resetContractDrift(): void {
  reported.clear();
  useContractDrift.setState({ drifts: [] });
  writeJson(STORAGE_KEYS.contractDrift, null, 'session');
}
