import { recordDrift } from '../contract-drift';
import { answerDrifts, describeDrift } from './check';

/**
 * The live adapter's contract check (runtime config `contractCheck`), loaded lazily by
 * ../contract-drift.ts: an answer's drifted fields are reported once per call, on the console and
 * in the store the /m/contract report reads.
 */
export function reportDrift(call: string, value: unknown): void {
  const drifts = answerDrifts(call, value);
  if (!recordDrift(call, drifts)) return;
  console.warn(`[contract] ${call} answered outside its contract:\n  ${drifts.map(describeDrift).join('\n  ')}`);
}
