// @vitest-environment node
/**
 * Every use of Web Storage, by the app or the demo's mock, goes through src/lib/storage.ts: where
 * cookies are blocked merely naming `localStorage` throws, and only that module reads it inside a `try`.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, sources } from '../support/sources';

const STORAGE_MODULE = join(ROOT, 'src/lib/storage.ts');
/** Inline scripts of the page's head, which cannot import it: they read storage only inside a `try` (their tests throw). */
const HEAD_SCRIPTS = [join(ROOT, 'src/app/first-calls-script.ts'), join(ROOT, 'src/app/boot-script.ts')];
/** Comments may name the areas; code may not. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

it('reaches localStorage and sessionStorage only through src/lib/storage.ts', () => {
  const offenders = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'mock-server'))]
    .filter((file) => file !== STORAGE_MODULE && !HEAD_SCRIPTS.includes(file))
    .filter((file) => /\b(localStorage|sessionStorage)\b/.test(withoutComments(readFileSync(file, 'utf8'))))
    .map((file) => relative(ROOT, file));
  expect(offenders).toEqual([]);
});
