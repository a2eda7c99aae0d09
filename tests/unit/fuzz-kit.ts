/**
 * What the fuzz tests of the form validators share: hostile random text, and the check that a
 * rejection names a message that exists, non-empty, in every language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';

const LANGUAGES = ['ty', 'en', 'pt', 'vi'];
const root = join(__dirname, '../..');
const cache = new Map<string, unknown[]>();

function locales(namespace: string): unknown[] {
  if (!cache.has(namespace)) {
    cache.set(
      namespace,
      LANGUAGES.map((lang) => JSON.parse(readFileSync(join(root, 'locales', lang, `${namespace}.json`), 'utf8'))),
    );
  }
  return cache.get(namespace)!;
}

const lookup = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** The message `namespace:key` is a non-empty string in every language. */
export function expectTranslated(namespace: string, key: string): void {
  locales(namespace).forEach((tree, i) => {
    const message = lookup(tree, key);
    expect(typeof message === 'string' && message.trim() !== '', `${LANGUAGES[i]}: ${namespace}:${key}`).toBe(true);
  });
}

/** Random text of every kind: ASCII, graphemes, lone surrogates, control characters, and classics. */
export const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    '\ud800',
    '𝕏'.repeat(30),
    'a'.repeat(500),
    '1e3',
    '-0',
    'NaN',
    'Infinity',
    '0x10',
    '１２３',
  ),
);

/** Numeric-looking text, where number validators have their edges. */
export const numberText = fc.oneof(
  anyText,
  fc.double({ noNaN: false }).map(String),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.tuple(fc.nat(100_000), fc.nat(999)).map(([whole, cents]) => `${whole}.${cents}`),
  fc.tuple(fc.nat(60), fc.nat(9)).map(([whole, tenth]) => `${whole}.${tenth}`),
  fc
    .tuple(fc.constantFrom('', ' ', '+', '-', '0'), fc.nat(100_000), fc.constantFrom('', ' ', '.', '.5', ',5', '.05'))
    .map(([a, b, c]) => `${a}${b}${c}`),
);

export const FUZZ_RUNS = { numRuns: 300 };
