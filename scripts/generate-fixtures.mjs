#!/usr/bin/env node
/**
 * Writes the demo data into fixtures/*.json from faker with fixed seeds (DECISIONS §3).
 * The browser never loads faker: the mock imports the generated JSON. Each domain module seeds its
 * own faker instance, so adding a module never changes the data of another.
 * Run: npm run fixtures
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const modules = [
  await import('./fixtures/users.mjs'),
  await import('./fixtures/games.mjs'),
  await import('./fixtures/content.mjs'),
];

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
mkdirSync(outDir, { recursive: true });

for (const mod of modules) {
  for (const [file, data] of Object.entries(mod.generate())) {
    // One record per line keeps the files reviewable and the diffs small.
    const body = Array.isArray(data)
      ? `[\n${data.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}\n]\n`
      : `${JSON.stringify(data, null, 2)}\n`;
    writeFileSync(join(outDir, `${file}.json`), body);
    console.log(`fixtures/${file}.json`, Array.isArray(data) ? `${data.length} rows` : '');
  }
}
