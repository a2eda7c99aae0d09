/**
 * Type guards for values the app did not just make itself (what storage gives back may have been
 * written by an older version, another tab, an extension or a person with the dev tools), composed
 * into one guard per stored shape next to the code that reads it.
 */
export type Guard<T> = (value: unknown) => value is T;

/** The type a guard admits. */
export type Guarded<G> = G extends Guard<infer T> ? T : never;

export const isString: Guard<string> = (value): value is string => typeof value === 'string';
export const isNonEmptyString: Guard<string> = (value): value is string => typeof value === 'string' && value !== '';
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';
export const isFiniteNumber: Guard<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A plain object (not null, not an array). */
export const isRecord: Guard<Record<string, unknown>> = (value): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isArrayOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(item);

/** An object whose every value passes `item` (a map keyed by user name, flag…). */
export const isRecordOf =
  <T>(item: Guard<T>): Guard<Record<string, T>> =>
  (value): value is Record<string, T> =>
    isRecord(value) && Object.values(value).every(item);

/** Absent or passing `guard` (an optional field). */
export const isOptional =
  <T>(guard: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || guard(value);

/** Null or passing `guard` (a nullable field). */
export const isNullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);

type Shape = Record<string, Guard<unknown>>;

/** An object with at least these fields, each passing its guard (other fields are let through). */
export const hasFields =
  <S extends Shape>(shape: S): Guard<{ [K in keyof S]: Guarded<S[K]> }> =>
  (value): value is { [K in keyof S]: Guarded<S[K]> } =>
    isRecord(value) && Object.entries(shape).every(([field, guard]) => guard(value[field]));
