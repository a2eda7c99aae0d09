/**
 * Builds for the bench, all with the project's own vite.config.ts (same plugins, target and
 * aliases), into bench/.work/<name>/ with a manifest so the initial chunks can be read exactly.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { build, createBuilder } from 'vite';
import { configureSite } from '../../scripts/configure-site.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WORK = join(ROOT, 'bench/.work');
/** The floor pages (bench/floors/<kind>/index.html): plain Vite pages, not the app. */
export const FLOORS = ['bare', 'stack', 'data'];

/** The environment the bench started with: Vite writes each build's .env values into process.env. */
const STARTING_ENV = new Set(Object.keys(process.env));

/**
 * Forget what an earlier build of this process loaded from its .env file: variables already in the
 * environment take precedence over .env files, so the live build's empty VITE_MERCHANT_CODE would
 * otherwise reach the demo build (its mock then refuses every call).
 */
function forgetEarlierBuildsEnv() {
  for (const key of Object.keys(process.env))
    if (key.startsWith('VITE_') && !STARTING_ENV.has(key)) delete process.env[key];
}

/**
 * `kind`: 'live' (mode production) or 'demo' (mode demo) from the project root; a floor ('bare',
 * 'stack', 'data') builds its page bench/floors/<kind>/index.html in production mode; any other
 * name is a live build too, configured as a deployment without settings of its own
 * (scripts/configure-site.mjs). `env`: VITE_* variables of this build only, as a deployment sets them
 * (e.g. the image CDN variant's VITE_IMAGE_CDNS, which its page's Content-Security-Policy lists).
 */
export async function buildTarget(kind, env = {}) {
  forgetEarlierBuildsEnv();
  Object.assign(process.env, env);
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const floor = FLOORS.includes(kind);
  const outDir = join(WORK, kind);
  const started = performance.now();
  const modules = {};
  // The app builds through React Router's framework plugin, which takes its folder from this
  // variable (react-router.config.ts); the floors are plain Vite pages (vite.config.ts).
  process.env.M_SITE_OUT_DIR = outDir;
  if (floor) process.env.M_SITE_PLAIN_VITE = '1';
  else delete process.env.M_SITE_PLAIN_VITE;
  const config = {
    configFile: join(ROOT, 'vite.config.ts'),
    root: floor ? join(ROOT, 'bench/floors', kind) : ROOT,
    mode: kind === 'demo' ? 'demo' : 'production',
    logLevel: 'error',
    build: { ...(floor && { outDir, emptyOutDir: true }), manifest: true },
    plugins: [moduleSizes(modules)],
  };
  // The app: client, prerender and buildEnd, as `vite build` runs them (Vite's app builder).
  if (floor) await build(config);
  else await (await createBuilder(config)).buildApp();
  mkdirSync(join(outDir, '.vite'), { recursive: true });
  writeFileSync(join(outDir, '.vite/modules.json'), JSON.stringify(modules));
  // A live site deployed as docs/deploy.md says: its pages carry its settings (none of its own), so they ask for no /m/config.json.
  if (!floor && kind !== 'demo') configureSite(outDir);
  return { kind, outDir, seconds: (performance.now() - started) / 1000 };
}

/** Records, per output chunk, each module's rendered (pre-minification) length: who fills a chunk. */
function moduleSizes(into) {
  return {
    name: 'bench-module-sizes',
    applyToEnvironment: (environment) => environment.name === 'client',
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
