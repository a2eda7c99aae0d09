import * as v from 'valibot';
import type { EndpointName } from '../endpoints';
import { CONTRACT } from '.';
import type { CallContract } from './common';

/**
 * An answer checked against its call's contract: the fields that drifted from the schema. Used by
 * the mock on its own answers and, lazily, by the live adapter when `contractCheck` is on.
 */
export interface Drift {
  /** Endpoint name. */
  call: string;
  /** Dot path of the field in the answer (`games.0.isTop`); empty for the answer itself. */
  path: string;
  /** What the contract expects there (valibot's words: `number`, `"games"` for a missing key…). */
  expected: string;
  /** What the answer had. */
  got: string;
}

/** At most this many fields per answer: a list of 2,000 games drifting the same way is one finding. */
export const MAX_DRIFTS_PER_ANSWER = 20;

const table = CONTRACT as Record<EndpointName, CallContract>;

/** The drifted fields of one answer of `call` (none when it keeps its contract, or the call is unknown). */
export function answerDrifts(call: string, value: unknown): Drift[] {
  const schema = table[call as EndpointName]?.res;
  if (!schema) return [];
  const result = v.safeParse(schema, value);
  if (result.success) return [];
  const seen = new Set<string>();
  const drifts: Drift[] = [];
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    // Items of a list drift alike: one entry per field, whichever item showed it first.
    const shape = path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
    if (seen.has(shape)) continue;
    seen.add(shape);
    drifts.push({ call, path, expected: issue.expected ?? issue.type, got: issue.received });
    if (drifts.length >= MAX_DRIFTS_PER_ANSWER) break;
  }
  return drifts;
}

/** One line per drifted field, for the console. */
export const describeDrift = (d: Drift) => `${d.path || '(answer)'}: expected ${d.expected}, got ${d.got}`;
