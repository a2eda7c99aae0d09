#!/usr/bin/env node
/**
 * Writes the demo data into fixtures/*.json from faker with fixed seeds (DECISIONS §3).
 * The browser never loads faker: the mock imports the generated JSON. Each domain module seeds its
 * own faker instance, so adding a module never changes the data of another.
 * Run: npm run fixtures (after changing a module of scripts/fixtures/);
 * `npm run fixtures -- --only games` regenerates one module's files; the built-in avatars
 * (public/avatar/, scripts/avatars.mjs) are drawn from the art afterwards (`--only avatars`: them alone).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeAvatars } from './avatars.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// Every module of scripts/fixtures/ with a `generate()` (one per domain) contributes files.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
const modules = [];
for (const file of readdirSync(join(here, 'fixtures'))
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  if (only && file !== `${only}.mjs`) continue;
  const mod = await import(pathToFileURL(join(here, 'fixtures', file)).href);
  if (typeof mod.generate === 'function') modules.push(mod);
}

const outDir = join(here, '..', 'fixtures');
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

if (!only || only === 'avatars') await writeAvatars(join(here, '..'));
