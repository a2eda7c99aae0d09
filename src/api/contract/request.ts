import * as v from 'valibot';

/**
 * Builders of the payload schemas: the gateway's rules (required, type, length, allowed values,
 * numeric range) as valibot schemas whose messages are the `validation.*` code a broken rule
 * answers. What a schema accepts is the payload type the client sends (`v.InferOutput`); how the
 * mock reads a broken rule (missing values, numbers as text in query strings, the first failure
 * only) is in `./payload.ts`.
 */

/** The codes a broken rule answers; each one is mapped to a message by src/api/errors.ts. */
export const VALIDATION_CODES = {
  required: 'validation.required',
  format: 'validation.format',
  length: 'validation.length',
  range: 'validation.range',
} as const;
export type ValidationCode = (typeof VALIDATION_CODES)[keyof typeof VALIDATION_CODES];

const { format, length, range } = VALIDATION_CODES;

/**
 * The app's forms count characters two ways (UTF-16 units: passwords; code points: nicknames), and
 * a strict server must not refuse what either lets through: too short only when even the UTF-16
 * count is short, too long only when even the code-point count is long.
 */
const codePointsAtMost = (max: number) => (s: string) => [...s].length <= max;

/** A string of at most `max` characters (at least `min`), matching `pattern` when given. */
export function text(max: number, more: { min?: number; pattern?: RegExp } = {}) {
  return v.pipe(
    v.string(format),
    v.check(codePointsAtMost(max), length),
    v.minLength(more.min ?? 0, length),
    v.regex(more.pattern ?? /(?:)/, format),
  );
}

/** One of the given strings. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => v.picklist(values, format);

function decimalsOf(n: number): number {
  const [, fraction = ''] = String(n).split('.');
  return /e/i.test(String(n)) ? Infinity : fraction.length;
}

/** A finite number in [min, max], an integer or with at most `decimals` decimals. */
export function num(min: number, max: number, more: { integer?: boolean; decimals?: number } = {}) {
  return v.pipe(
    v.number(format),
    v.finite(format),
    v.check((n) => !more.integer || Number.isInteger(n), format),
    v.check((n) => more.decimals === undefined || decimalsOf(n) <= more.decimals, format),
    v.minValue(min, range),
    v.maxValue(max, range),
  );
}
export const int = (min: number, max: number) => num(min, max, { integer: true });
/** A money amount: two decimals at most. */
export const money = (min: number, max: number) => num(min, max, { decimals: 2 });

/** Text the payload type leaves open (`string`) that the gateway accepts only from this list. */
export const textOneOf = (values: readonly string[]) =>
  v.pipe(
    v.string(format),
    v.check((s) => values.includes(s), format),
  );

export const literal = <const T extends string | number | boolean>(value: T) => v.literal(value, format);
export const bool = () => v.boolean(format);

/** A list of `max` items at most (`min` at least); its length is checked before its items. */
export const list = <TItem extends v.GenericSchema>(item: TItem, max: number, min = 0) =>
  v.pipe(v.array(v.unknown(), format), v.minLength(min, length), v.maxLength(max, length), v.array(item, format));

export const object = <TEntries extends v.ObjectEntries>(entries: TEntries) => v.object(entries, format);
export const optional = v.optional;
