import type { GenericSchema } from 'valibot';
import { CONTRACT } from '@/api/contract';
import type { CallContract } from '@/api/contract/common';
import type { EndpointName } from '@/api/endpoints';

/**
 * `mock.drift=NAME`: the call's answer breaks its contract on purpose, for QA and tests of the
 * live adapter's contract check: in the first object of the answer (the answer itself, or the
 * first item of a list) one required field goes missing and another takes a value of the wrong
 * type; an answer that is a list without items, or a plain value, takes a value of the wrong type
 * itself. Calls whose answer the app does not read (no answer schema to break) answer as usual.
 */

interface SchemaShape {
  type: string;
  entries?: Record<string, SchemaShape>;
  item?: SchemaShape;
  pipe?: SchemaShape[];
}

const OPTIONAL = new Set(['optional', 'nullish', 'exact_optional', 'undefined', 'unknown', 'any', 'custom']);

/** A value of another type than `value`'s. */
const wrongType = (value: unknown): unknown => (typeof value === 'string' ? 404 : 'drift');

/** The list schema's item (a payload list's pipe checks its length on unknown items first). */
const itemOf = (schema: SchemaShape) => [schema, ...(schema.pipe ?? [])].reverse().find((s) => s.item)?.item;

function drift(schema: SchemaShape, value: unknown): unknown {
  if (schema.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    const required = Object.keys(schema.entries ?? {}).filter((key) => !OPTIONAL.has(schema.entries![key].type));
    const [missing, wrong = missing] = required;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (wrong !== missing) delete out[missing];
    out[wrong] = wrongType(out[wrong]);
    return out;
  }
  const item = itemOf(schema);
  if (schema.type === 'array' && item && Array.isArray(value) && value.length)
    return [drift(item, value[0]), ...value.slice(1)];
  return wrongType(value);
}

/** The answer of `name` drifted from its contract, or unchanged for a call without an answer to break. */
export function driftAnswer(name: EndpointName, value: unknown): unknown {
  const schema: GenericSchema = (CONTRACT as Record<EndpointName, CallContract>)[name].res;
  if ((schema as unknown as SchemaShape).type === 'custom') return value;
  return drift(schema as unknown as SchemaShape, value);
}
