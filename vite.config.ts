import { defineConfig, loadEnv } from 'vite';
import type { ChunkingContext } from 'rolldown';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { OUT_DIR_VARIABLE, siteOutDir } from './build/static-site.ts';
import { DEMO_BUILD_VARIABLE } from './build/build-mode.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const LOCALE_FILE = /[\\/]locales[\\/](\w+)[\\/](?!mock\.json$)[\w-]+\.json$/;
const localeChunkName = (id: string) => {
  const language = LOCALE_FILE.exec(id)?.[1];
  return language ? `locale-${language}` : null;
};

/** A module of the app imported by at least this many route modules goes in the `shared` chunk. */
const SHARED_BY_ROUTES = 10;
/**
 * A module of the app under this many bytes that at least SMALL_SHARED_BY_ROUTES route modules import
 * goes in the `small-shared` chunk: a page fetching a few KB it does not use costs less than a file
 * more (over HTTP/1.1 every six files cost a round trip). Larger bounds pull in much more (a module
 * comes with what it imports); smaller ones leave /m/home with 14 files instead of 9.
 */
const SMALL_MODULE_BYTES = 2048;
const SMALL_SHARED_BY_ROUTES = 4;

/** The frame's modules (src/app/routes.ts): what every page runs before its screen. */
const FRAME_MODULES = [
  'src/app/entry.client.tsx',
  'src/app/root.tsx',
  'src/app/AppShell.tsx',
  'src/app/RouteBoundary.tsx',
];

/**
 * Names 'start-up' every module the frame imports statically, so they come as one file: left to
 * itself the bundler cuts them into dozens of small chunks by which route modules share them
 * (every route module is an entry of its own), and each file is compressed apart (≈ 10 KB more gzip).
 */
function startUpChunkName(): (id: string, ctx: ChunkingContext) => string | null {
  let startUp: Set<string> | null = null;
  return (id, ctx) => {
    if (!startUp) {
      startUp = new Set();
      const visit = (moduleId: string) => {
        if (startUp!.has(moduleId)) return;
        startUp!.add(moduleId);
        for (const imported of ctx.getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
      };
      for (const file of FRAME_MODULES) visit(r(`./${file}`));
    }
    return startUp.has(id) ? 'start-up' : null;
  };
}

// Two builds from one tree: `demo` bundles the Mirage backend (dynamic import in
// src/app/entry.client.tsx), `production` (live) does not: import.meta.env.MODE is a build-time
// constant, so the mock branch is dead code there and the bundler drops it with everything it imports.
export default defineConfig(({ command, mode }) => {
  loadEnv(mode, process.cwd(), 'VITE_');
  // React Router's framework plugin builds the app (react-router.config.ts) into this folder;
  // OUT_DIR_VARIABLE set by the caller (the e2e harness, the bench) builds elsewhere.
  process.env[OUT_DIR_VARIABLE] = siteOutDir(process.cwd(), mode === 'demo' ? 'dist-demo' : 'dist');
  process.env[DEMO_BUILD_VARIABLE] = mode === 'demo' ? '1' : '';
  return {
    base: '/',
    // Unit tests render components without the framework (vitest.config.ts runs in mode `test`), and
    // the bench's floor pages are plain Vite pages (bench/lib/build.mjs sets M_SITE_PLAIN_VITE).
    plugins: [mode === 'test' || process.env.M_SITE_PLAIN_VITE ? react() : reactRouter()],
    resolve: {
      alias: {
        '@': r('./src'),
        '@mock': r('./mock-server'),
        '@fixtures': r('./fixtures'),
        '@locales': r('./locales'),
        // React Router 7's package.json points every import at its development build, whose dev
        // warnings stay on in production (remix-run/react-router#14102, open). Builds take its
        // production build (the same code with the warnings off); the dev server and tests keep
        // the warnings. Both specifiers together, so no module gets the other build.
        ...(command === 'build' && {
          'react-router/dom': r('./node_modules/react-router/dist/production/dom-export.mjs'),
          'react-router': r('./node_modules/react-router/dist/production/index.mjs'),
        }),
      },
    },
    // The prerender's server bundle takes the router from the same (aliased) files as the pages, not
    // from node_modules at run time: one copy of its contexts for the app's modules and the entry.
    ssr: { noExternal: ['react-router'] },
    // The demo's mock backend runs in a module worker that loads its rarely used parts on demand.
    worker: { format: 'es' as const },
    server: {
      port: 5173,
      strictPort: true,
    },
    build: {
      sourcemap: false,
      target: 'es2020',
      // The top banner's artwork (src/styles/banner-hero.svg) is the first screen's picture: inlined
      // into the stylesheet, it paints with the stylesheet whatever its size, instead of a round
      // trip later (docs/performance.md, "The prerendered frame"). Other assets keep Vite's rule
      // (undefined: inlined under 4 KB).
      assetsInlineLimit: (file: string) => (file.endsWith('/banner-hero.svg') ? true : undefined),
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // One chunk per language for its namespaces (locales/<lang>/*.json): a page needs all of
              // its language's strings within moments, and nine requests cost nine round trips on a
              // phone. The Demo panel's strings (mock.json) stay apart.
              { name: localeChunkName },
              { name: startUpChunkName() },
              // The app's small pieces many screens share (hooks, keys, dialogs, buttons) as one file: split by which
              // routes share them they came as ≈ 25 files of a few hundred bytes for /m/home, and over HTTP/1.1
              // (six connections) every six files cost a round trip.
              { name: 'shared', test: /[\\/]src[\\/]/, minShareCount: SHARED_BY_ROUTES },
              {
                name: 'small-shared',
                test: /[\\/]src[\\/]/,
                minShareCount: SMALL_SHARED_BY_ROUTES,
                maxModuleSize: SMALL_MODULE_BYTES,
              },
            ],
          },
        },
      },
    },
  };
});
