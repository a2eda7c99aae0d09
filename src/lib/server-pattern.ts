import type { Guard } from './guards';

/**
 * A pattern from the server, compiled without throwing: with the `u` flag (Unicode classes such as
 * `\p{L}`), else as a plain pattern (Java-style escapes such as `\_` are an error under `u`), else
 * null (no reading compiles).
 */
export function compileServerPattern(source: string): RegExp | null {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(source, flags);
    } catch {
      // try the next reading
    }
  }
  return null;
}

/** A pattern from the server that compiles under one of its readings. */
export const isCompilablePattern: Guard<string> = (value): value is string =>
  typeof value === 'string' && compileServerPattern(value) !== null;
