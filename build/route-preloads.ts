import type { Rollup } from 'vite';
import { languageFromEnv } from '../src/config/languages.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * What a route page asks for in its HTML, next to the entry script (issue 8): without it the
 * browser learns of the route's chunk, the locale files and (demo) the mock backend only once the
 * entry has been downloaded and run, one round trip after another. With `<link rel="modulepreload">`
 * they download in parallel with the entry from the first byte of HTML; Vite's preload helper
 * finds the links and does not fetch them again.
 *
 * - the route's own chunk (src/app/routes/<id>.tsx) and every chunk it imports statically;
 * - the default language's locale files (a first visit reads them; about 12 KB compressed for all
 *   namespaces, against a round trip per namespace as screens ask for them);
 * - demo builds: the mock backend's page-side client (mock-server/worker/client.ts), which every
 *   API call waits for; it starts the mock's worker, whose script the page cannot preload.
 */
export interface PreloadOptions {
  /** Lower-case folder of the default language under locales/. */
  language: string;
}

/** The default language's folder under locales/ (VITE_DEFAULT_LANG, TY unless set). */
export const defaultLanguageFolder = (env: Record<string, string>) => languageFromEnv(env.VITE_DEFAULT_LANG).toLowerCase();

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** A chunk and every chunk it imports statically, transitively. */
function withStaticImports(bundle: OutputBundle, start: OutputChunk[]): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  start.forEach((chunk) => visit(chunk.fileName));
  return seen;
}

const forwardSlashes = (id: string) => id.replaceAll('\\', '/');

/** The module a chunk stands for, with forward slashes ('' for shared chunks). */
const moduleOf = (chunk: OutputChunk) => forwardSlashes(chunk.facadeModuleId ?? '');

const byModule = (bundle: OutputBundle, test: (id: string) => boolean) => chunks(bundle).filter((chunk) => test(moduleOf(chunk)));

/** The entry chunk and its static imports: what the HTML's entry script loads. */
function entryChunks(bundle: OutputBundle): Set<string> {
  const entry = chunks(bundle).find((chunk) => chunk.isEntry);
  return entry ? withStaticImports(bundle, [entry]) : new Set<string>();
}

export function routePreloader(bundle: OutputBundle, { language }: PreloadOptions) {
  const initial = entryChunks(bundle);
  // The Demo panel's strings (mock.json) and code mount when the page is idle.
  const locales = chunks(bundle).filter((chunk) =>
    chunk.moduleIds.map(forwardSlashes).some((id) => id.includes(`/locales/${language}/`) && id.endsWith('.json') && !id.endsWith('/mock.json')),
  );
  const mockClient = byModule(bundle, (id) => id.endsWith('/mock-server/worker/client.ts'));
  const shared = withStaticImports(bundle, [...locales, ...mockClient]);

  /** The files to preload for the route `id`, entry files excluded, in a stable order. */
  return (id: string): string[] => {
    const route = byModule(bundle, (module) => module.endsWith(`/src/app/routes/${id}.tsx`));
    const files = new Set([...withStaticImports(bundle, route), ...shared]);
    return [...files].filter((file) => !initial.has(file));
  };
}

/**
 * Every chunk some page runs while it loads: the entry with its static imports, and what each
 * route's page preloads (its chunk and static imports, the locale files, the demo's mock client).
 */
export function loadTimeChunks(bundle: OutputBundle, routeIds: readonly string[], options: PreloadOptions): Set<string> {
  return new Set([...entryChunks(bundle), ...routeIds.flatMap(routePreloader(bundle, options))]);
}

/**
 * Low priority: the first paint needs none of these (the page paints its pre-painted shell), and
 * at high priority they would share the connection with the entry script the shell waits for.
 * `data-route-preload` tells them from the entry's own preloads (the bench and the size check
 * count only the latter as initial JS).
 */
export const modulePreloadTags = (files: readonly string[]) =>
  files.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" data-route-preload>`).join('\n    ');

/** Vite's entry script and modulepreload tags, as it writes them (before any `fetchpriority`). */
const ENTRY_TAG = /<(script type="module"|link rel="modulepreload") crossorigin /g;

/**
 * The entry script and the modulepreloads Vite writes for its static imports, at low priority too:
 * the page paints its pre-painted shell without them (a module script never blocks rendering), and
 * at high priority a browser treats them as what the first paint waits for (Chrome's scheduler and
 * Lighthouse's FCP estimate do: FCP 1.95 → 0.73 s on /m/home, docs/performance.md round 7). The
 * route's files are low priority as well; the shell's one image (the banner artwork) is high.
 * Pages without the pre-painted shell (the bench's floors) keep the defaults.
 */
export const lowerEntryPriority = (html: string) => html.replace(ENTRY_TAG, '<$1 fetchpriority="low" crossorigin ');

/** The demo's mock worker as the build names it (from mock-server/worker/mock-worker.ts). */
const MOCK_WORKER_FILE = /^assets\/mock-worker-[\w-]+\.js$/;

/**
 * Demo builds: start the mock's worker from the HTML, while the entry script is still on its
 * way. Every API answer waits for the worker's script (Mirage and the fixtures) to download and
 * run; started by the app instead, that begins only after the entry has downloaded and run. The
 * app's mock client takes this worker (`window.__mockWorker`). A page cannot preload a worker's
 * script, hence the inline script. Empty for live builds, which have no such file.
 */
export function mockWorkerTag(bundle: OutputBundle): string {
  const file = Object.keys(bundle).find((name) => MOCK_WORKER_FILE.test(name));
  return file ? `<script>window.__mockWorker = new Worker('/${file}', { type: 'module', name: 'mock-backend' });</script>` : '';
}
