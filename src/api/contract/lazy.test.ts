// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The schemas' run-time code (valibot and src/api/contract) never reaches the live initial JS: in
 * the app, only type imports of them, and the one lazy import of the checker (src/api/contract-check.ts).
 * The mock (its worker) and tests use them freely.
 */
const SRC = join(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Static imports that are not `import type`, and re-exports, of a module matching `target`. */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gm;
const DYNAMIC_IMPORT = /import\(\s*'([^']+)'\s*\)/g;
/** valibot, or src/api/contract by alias or (from src/api) by a relative path. */
const isContract = (specifier: string, file: string) =>
  specifier === 'valibot' ||
  /^@\/api\/contract(\/|$)/.test(specifier) ||
  (file.startsWith('api/') && /^\.{1,2}\/(?:\.\.\/)*contract(\/|$)/.test(specifier));

describe('the contract stays out of the live initial JS', () => {
  it('is imported by value only inside src/api/contract, and lazily by the adapter’s checker', () => {
    const offenders: string[] = [];
    const lazy = new Set<string>();
    for (const file of sources(SRC)) {
      const name = relative(SRC, file);
      if (name.startsWith('api/contract/')) continue;
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(VALUE_IMPORT))
        if (isContract(specifier, name)) offenders.push(`${name}: ${specifier}`);
      for (const [, specifier] of text.matchAll(DYNAMIC_IMPORT)) if (isContract(specifier, name)) lazy.add(name);
    }
    expect(offenders).toEqual([]);
    expect([...lazy]).toEqual(['api/contract-check.ts']);
  });
});
