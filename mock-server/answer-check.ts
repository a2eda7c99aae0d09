import { answerDrifts, describeDrift, type Drift } from '@/api/contract/check';

/**
 * The mock checks its own answers against the contract: a handler whose answer drifts from its
 * call's answer schema is a bug of the mock (the demo would show what no real backend sends). It is
 * said loudly on the console (in the demo's worker as in tests) and kept in `mockAnswerDrifts`
 * (`globalThis.__mockAnswerDrifts`), where the unit tests' set-up (tests/setup-unit.ts) fails the
 * test that saw it.
 */
const store = globalThis as { __mockAnswerDrifts?: Drift[] };
export const mockAnswerDrifts: Drift[] = (store.__mockAnswerDrifts ??= []);

export function reportAnswerDrift(name: string, value: unknown): void {
  const drifts = answerDrifts(name, value);
  if (!drifts.length) return;
  mockAnswerDrifts.push(...drifts);
  console.error(`[mock] ${name} answered outside its contract:\n  ${drifts.map(describeDrift).join('\n  ')}`);
}
