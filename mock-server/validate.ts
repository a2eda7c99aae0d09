/**
 * The gateway's payload check, as a strict server does it before any handler runs: every field of
 * a call's payload type has a rule (type, required, length, allowed values, numeric range), and the
 * first broken rule answers a `validation.*` code naming the field. Business rules (a card the
 * player owns, a range of days the records keep…) stay in the handlers.
 */

/** The codes a broken rule answers; each one is mapped to a message by src/api/errors.ts. */
export const VALIDATION_CODES = {
  required: 'validation.required',
  format: 'validation.format',
  length: 'validation.length',
  range: 'validation.range',
} as const;
export type ValidationCode = (typeof VALIDATION_CODES)[keyof typeof VALIDATION_CODES];

interface Common {
  /** Absent, null or '' passes. */
  optional?: boolean;
}

export type FieldRule = Common &
  (
    | { kind: 'string'; min?: number; max: number; pattern?: RegExp }
    | { kind: 'enum'; values: readonly string[] }
    | {
        kind: 'number';
        min?: number;
        max?: number;
        integer?: boolean;
        /** at most this many decimals */ decimals?: number;
      }
    | { kind: 'boolean' }
    | { kind: 'literal'; value: string | number | boolean }
    | { kind: 'array'; min?: number; max: number; of: FieldRule }
    | { kind: 'object'; fields: Record<string, FieldRule> }
  );

/** A rule for every field of the payload type `T` (optional ones included), and for nothing else. */
export type Schema<T> = { [K in keyof T]-?: FieldRule };

// ---- rule builders (required unless wrapped in `optional`) -----------------------------------------

export const text = (max: number, more: { min?: number; pattern?: RegExp } = {}): FieldRule => ({
  kind: 'string',
  max,
  ...more,
});
export const oneOf = (values: readonly string[]): FieldRule => ({ kind: 'enum', values });
export const int = (min: number, max: number): FieldRule => ({ kind: 'number', integer: true, min, max });
/** A money amount: two decimals at most. */
export const money = (min: number, max: number): FieldRule => ({ kind: 'number', decimals: 2, min, max });
export const literal = (value: string | number | boolean): FieldRule => ({ kind: 'literal', value });
export const bool = (): FieldRule => ({ kind: 'boolean' });
export const list = (of: FieldRule, max: number, min = 0): FieldRule => ({ kind: 'array', of, min, max });
export const object = (fields: Record<string, FieldRule>): FieldRule => ({ kind: 'object', fields });
export const optional = (rule: FieldRule): FieldRule => ({ ...rule, optional: true });

// ---- checking ------------------------------------------------------------------------------------

export interface ValidationFailure {
  code: ValidationCode;
  /** The field's path, e.g. `amount` or `items.0.downlineRate`. */
  field: string;
}

/**
 * The app's forms count characters two ways (UTF-16 units: passwords; code points: nicknames), and
 * a strict server must not refuse what either lets through: too short only when even the UTF-16
 * count is short, too long only when even the code-point count is long.
 */
const tooShort = (s: string, min = 0) => s.length < min;
const tooLong = (s: string, max: number) => [...s].length > max;
const isMissing = (v: unknown) => v === undefined || v === null || v === '';
/** Query strings and form bodies carry every value as text. */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

function decimalsOf(n: number): number {
  const [, fraction = ''] = String(n).split('.');
  return /e/i.test(String(n)) ? Infinity : fraction.length;
}

/**
 * The first broken rule of one value, or null. `textual`: the payload came as a query string or a
 * form body, so numbers and booleans arrive as their text.
 */
function checkValue(rule: FieldRule, value: unknown, textual: boolean): ValidationCode | ValidationFailure | null {
  switch (rule.kind) {
    case 'string': {
      if (typeof value !== 'string') return VALIDATION_CODES.format;
      if (tooLong(value, rule.max) || tooShort(value, rule.min)) return VALIDATION_CODES.length;
      return rule.pattern && !rule.pattern.test(value) ? VALIDATION_CODES.format : null;
    }
    case 'number': {
      const n = textual && typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) return VALIDATION_CODES.format;
      if (rule.integer && !Number.isInteger(n)) return VALIDATION_CODES.format;
      if (rule.decimals !== undefined && decimalsOf(n) > rule.decimals) return VALIDATION_CODES.format;
      if ((rule.min !== undefined && n < rule.min) || (rule.max !== undefined && n > rule.max))
        return VALIDATION_CODES.range;
      return null;
    }
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value) ? null : VALIDATION_CODES.format;
    case 'boolean':
      return typeof value === 'boolean' || (textual && (value === 'true' || value === 'false'))
        ? null
        : VALIDATION_CODES.format;
    case 'literal':
      return value === rule.value || (textual && value === String(rule.value)) ? null : VALIDATION_CODES.format;
    case 'array': {
      if (!Array.isArray(value)) return VALIDATION_CODES.format;
      if (value.length > rule.max || (rule.min !== undefined && value.length < rule.min))
        return VALIDATION_CODES.length;
      for (const [i, item] of value.entries()) {
        const found = checkField(rule.of, item, String(i), textual);
        if (found) return found;
      }
      return null;
    }
    case 'object':
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return VALIDATION_CODES.format;
      return checkFields(rule.fields, value as Record<string, unknown>, textual);
  }
}

function checkField(rule: FieldRule, value: unknown, field: string, textual: boolean): ValidationFailure | null {
  if (isMissing(value)) return rule.optional ? null : { code: VALIDATION_CODES.required, field };
  const found = checkValue(rule, value, textual);
  if (!found) return null;
  return typeof found === 'string' ? { code: found, field } : { ...found, field: `${field}.${found.field}` };
}

function checkFields(
  fields: Record<string, FieldRule>,
  payload: Record<string, unknown>,
  textual: boolean,
): ValidationFailure | null {
  for (const [field, rule] of Object.entries(fields)) {
    const found = checkField(rule, payload[field], field, textual);
    if (found) return found;
  }
  return null;
}

/** The first broken rule of a payload against its schema, or null when it passes. */
export function validatePayload(
  schema: Record<string, FieldRule>,
  payload: unknown,
  textual: boolean,
): ValidationFailure | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return { code: VALIDATION_CODES.format, field: '' };
  return checkFields(schema, payload as Record<string, unknown>, textual);
}
