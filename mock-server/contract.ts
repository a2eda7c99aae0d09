import * as v from 'valibot';
import { CONTRACT } from '@/api/contract';
import type { CallContract } from '@/api/contract/common';
import { VALIDATION_CODES, type ValidationCode } from '@/api/contract/request';
import type { EndpointName } from '@/api/endpoints';

/**
 * The gateway's payload check, as a strict server does it before any handler runs, against the
 * call's payload schema of the contract (src/api/contract): every field has a rule (type,
 * required, length, allowed values, numeric range), and the first broken rule answers a
 * `validation.*` code naming the field. Business rules (a card the player owns, a range of days
 * the records keep…) stay in the handlers.
 */

export { VALIDATION_CODES, type ValidationCode };

export interface ValidationFailure {
  code: ValidationCode;
  /** The field's path, e.g. `amount` or `items.0.downlineRate`. */
  field: string;
}

/** The payload schema of a call, or undefined for a call that takes no payload. */
export const payloadSchema = (name: EndpointName): v.GenericSchema | undefined =>
  (CONTRACT as Record<EndpointName, CallContract>)[name].req;

const isMissing = (value: unknown) => value === undefined || value === null || value === '';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Query strings and form bodies carry every value as text. */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** What the walker reads of a valibot schema (pipes keep their first schema's type). */
interface SchemaShape {
  type: string;
  entries?: Record<string, SchemaShape>;
  wrapped?: SchemaShape;
  literal?: unknown;
  item?: SchemaShape;
  pipe?: SchemaShape[];
}
const ANY: SchemaShape = { type: 'unknown' };

/**
 * The payload as the rules read it: absent, null and '' are all "missing" (an optional field may
 * be any of them, a required one none), and with `textual` (query strings, form bodies) numbers and
 * booleans arrive as their text.
 */
function normalise(schema: SchemaShape, value: unknown, textual: boolean): unknown {
  if (schema.type === 'optional' && schema.wrapped) return normalise(schema.wrapped, value, textual);
  if (Array.isArray(value)) {
    // A list's schema checks its length on unknown items first, then the items against the last one.
    const item = [schema, ...(schema.pipe ?? [])].reverse().find((s) => s.item)?.item ?? ANY;
    return value.map((entry) => normalise(item, entry, textual));
  }
  if (isRecord(value)) {
    // No prototype: a `__proto__` field is a field like any other.
    const out: Record<string, unknown> = Object.create(null);
    for (const [key, item] of Object.entries(value)) {
      if (isMissing(item)) continue;
      const entry =
        schema.type === 'object' && Object.hasOwn(schema.entries ?? {}, key) ? schema.entries![key] : undefined;
      out[key] = entry ? normalise(entry, item, textual) : item;
    }
    return out;
  }
  if (!textual || typeof value !== 'string') return value;
  if (schema.type === 'number' && NUMBER_TEXT.test(value)) return Number(value);
  if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (schema.type === 'literal' && typeof schema.literal !== 'string' && value === String(schema.literal))
    return schema.literal;
  return value;
}

const CODES = new Set<string>(Object.values(VALIDATION_CODES));

/** The first broken rule of a payload against its schema, or null when it passes. */
export function validatePayload(schema: v.GenericSchema, payload: unknown, textual: boolean): ValidationFailure | null {
  if (!isRecord(payload)) return { code: VALIDATION_CODES.format, field: '' };
  const input = normalise(schema as unknown as SchemaShape, payload, textual);
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return null;
  const [issue] = result.issues;
  const field = (issue.path ?? []).map((item) => String(item.key)).join('.');
  if (isMissing(issue.input)) return { code: VALIDATION_CODES.required, field };
  return { code: CODES.has(issue.message) ? (issue.message as ValidationCode) : VALIDATION_CODES.format, field };
}
