/**
 * Builds for the bench, all with the project's own vite.config.ts (same plugins, target and
 * aliases), into bench/.work/<name>/ with a manifest so the initial chunks can be read exactly.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { build } from 'vite';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WORK = join(ROOT, 'bench/.work');

/**
 * `kind`: 'live' (mode production) or 'demo' (mode demo) from the project root; 'bare' or
 * 'stack' builds the floor page bench/floors/<kind>/index.html in production mode.
 */
export async function buildTarget(kind) {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const floor = kind === 'bare' || kind === 'stack';
  const outDir = join(WORK, kind);
  const started = performance.now();
  const modules = {};
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    root: floor ? join(ROOT, 'bench/floors', kind) : ROOT,
    mode: kind === 'demo' ? 'demo' : 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins: [moduleSizes(modules)],
  });
  writeFileSync(join(outDir, '.vite/modules.json'), JSON.stringify(modules));
  return { kind, outDir, seconds: (performance.now() - started) / 1000 };
}

/** Records, per output chunk, each module's rendered (pre-minification) length: who fills a chunk. */
function moduleSizes(into) {
  return {
    name: 'bench-module-sizes',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        into[chunk.fileName] = Object.fromEntries(
          Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength]),
        );
      }
    },
  };
}
