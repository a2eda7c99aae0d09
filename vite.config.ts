import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { routePages } from './build/route-pages.ts';
import { contentSecurityPolicy, cspPlugin } from './build/csp.ts';
import { staticHostHeaders } from './build/static-host-headers.ts';
import { prerenderShell } from './build/prerender-shell.ts';
import { compileHints } from './build/compile-hints.ts';
import { defaultLanguageFolder } from './build/route-preloads.ts';
import { ROUTES } from './src/config/paths.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const LOCALE_FILE = /[\\/]locales[\\/](\w+)[\\/](?!mock\.json$)[\w-]+\.json$/;
const localeChunkName = (id: string) => {
  const language = LOCALE_FILE.exec(id)?.[1];
  return language ? `locale-${language}` : null;
};

// Two builds from one tree: `demo` bundles the Mirage backend (dynamic import in src/main.tsx),
// `production` (live) does not: import.meta.env.MODE is a build-time constant, so the mock
// branch is dead code there and Rollup drops it with everything it imports.
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const live = mode === 'production';
  const cspSources = { apiBase: env.VITE_API_BASE, apiOrigin: env.VITE_API_ORIGIN, imageCdns: env.VITE_IMAGE_CDNS };
  return {
    base: '/',
    plugins: [
      react(),
      routePages(ROUTES.map((route) => route.path)),
      prerenderShell(ROUTES, { env, projectRoot: r('./') }),
      compileHints(
        ROUTES.map((route) => route.id),
        { language: defaultLanguageFolder(env) },
      ),
      // A Content-Security-Policy in live builds only: the demo's mock backend is in the page anyway.
      cspPlugin(live, cspSources),
      // The same policy as a header, plus frame-ancestors and the other headers, for static hosts.
      staticHostHeaders(live ? contentSecurityPolicy(cspSources) : null),
    ],
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
    // The demo's mock backend runs in a module worker that loads its rarely used parts on demand.
    worker: { format: 'es' as const },
    server: {
      port: 5173,
      strictPort: true,
    },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2020',
      // The top banner's artwork (src/styles/banner-hero.svg) is the first screen's picture: inlined
      // into the stylesheet, which the pre-painted pages carry inline, it paints with the first
      // paint whatever its size, instead of a round trip later (docs/performance.md, "What each route page carries").
      // Other assets keep Vite's rule (undefined: inlined under 4 KB).
      assetsInlineLimit: (file: string) => (file.endsWith('/banner-hero.svg') ? true : undefined),
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // One chunk per language for its namespaces (locales/<lang>/*.json): a page needs all of
              // its language's strings within moments, and nine requests cost nine round trips on a
              // phone (docs/performance.md, "Scripts after the first paint"). The Demo panel's strings (mock.json) stay apart.
              { name: localeChunkName },
              // What every page runs before its first render, in one file. Left to itself Rolldown
              // cuts it into eight, as a module that lazy routes import too gets a chunk of its own
              // even when the entry has loaded it already (rolldown#10731). The group is merged into
              // the entry chunk (docs/performance.md, "Scripts after the first paint").
              { name: 'start-up', tags: ['$initial'] },
            ],
          },
        },
      },
    },
  };
});
