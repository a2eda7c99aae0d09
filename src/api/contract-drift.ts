import { create } from 'zustand';
import type { Drift } from './contract/check';

/**
 * Contract drift seen by the live adapter (runtime config `contractCheck`): answers of the real
 * backend that do not keep their call's contract (src/api/contract). The check itself, with valibot
 * and every schema, loads lazily on the first answer, and only when the check is on; this module
 * holds what it found, the first drifted answer of each call, for the /m/contract report
 * (src/features/contract). The check is started by ./contract-check.ts.
 */
export type { Drift };

interface ContractDriftState {
  /** The drifted fields of the first drifted answer of each call, in the order they were seen. */
  drifts: Drift[];
}

export const useContractDrift = create<ContractDriftState>(() => ({ drifts: [] }));

/** Calls already reported: drift is reported once per call. */
const reported = new Set<string>();

/** Whether the call's drift has been reported already. */
export const driftReported = (call: string) => reported.has(call);

/** Keep a call's drifted fields, once per call; false when the call was already reported. */
export function recordDrift(call: string, drifts: Drift[]): boolean {
  if (!drifts.length || reported.has(call)) return false;
  reported.add(call);
  useContractDrift.setState((state) => ({ drifts: [...state.drifts, ...drifts] }));
  return true;
}

/** Forget what was reported (tests). */
export function resetContractDrift(): void {
  reported.clear();
  useContractDrift.setState({ drifts: [] });
}
