import type { Rollup } from 'vite';
import { languageFromEnv } from '../src/config/languages.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * What a route page asks for in its HTML, next to the entry script: without it the
 * browser learns of the route's chunk, the locale files and (demo) the mock backend only once the
 * entry has been downloaded and run, one round trip after another. Asked for as modulepreloads
 * together with the entry (build/boot-script.ts), they download in parallel with it; Vite's
 * preload helper finds the links and does not fetch them again.
 *
 * - the route's own chunk (src/app/routes/<id>.tsx) and every chunk it imports statically;
 * - the default language's locale files (a first visit reads them; about 12 KB compressed for all
 *   namespaces, against a round trip per namespace as screens ask for them);
 * - demo builds: the mock backend's page-side client (mock-server/worker/client.ts), which every
 *   API call waits for; it takes the mock's worker the page has started.
 */
export interface PreloadOptions {
  /** Lower-case folder of the default language under locales/. */
  language: string;
}

/** The default language's folder under locales/ (VITE_DEFAULT_LANG, TY unless set). */
export const defaultLanguageFolder = (env: Record<string, string>) =>
  languageFromEnv(env.VITE_DEFAULT_LANG).toLowerCase();

const chunks = (bundle: OutputBundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

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

const byModule = (bundle: OutputBundle, test: (id: string) => boolean) =>
  chunks(bundle).filter((chunk) => test(moduleOf(chunk)));

/** The entry chunk and its static imports: what the HTML's entry script loads. */
function entryChunks(bundle: OutputBundle): Set<string> {
  const entry = chunks(bundle).find((chunk) => chunk.isEntry);
  return entry ? withStaticImports(bundle, [entry]) : new Set<string>();
}

export function routePreloader(bundle: OutputBundle, { language }: PreloadOptions) {
  const initial = entryChunks(bundle);
  // The Demo panel's strings (mock.json) and code mount when the page is idle.
  const locales = chunks(bundle).filter((chunk) =>
    chunk.moduleIds
      .map(forwardSlashes)
      .some((id) => id.includes(`/locales/${language}/`) && id.endsWith('.json') && !id.endsWith('/mock.json')),
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
export function loadTimeChunks(
  bundle: OutputBundle,
  routeIds: readonly string[],
  options: PreloadOptions,
): Set<string> {
  return new Set([...entryChunks(bundle), ...routeIds.flatMap(routePreloader(bundle, options))]);
}

/** The demo's mock worker as the build names it (from mock-server/worker/mock-worker.ts). */
const MOCK_WORKER_FILE = /^assets\/mock-worker-[\w-]+\.js$/;

/**
 * Demo builds: the mock's worker script, which the page starts itself (build/boot-script.ts) rather
 * than the app: every API answer waits for it (Mirage and the fixtures) to download and run, and
 * started by the app that would begin only after the entry has downloaded and run. The app's mock
 * client takes this worker (`window.__mockWorker`). Undefined for live builds, which have no such file.
 */
export const mockWorkerFile = (bundle: OutputBundle): string | undefined =>
  Object.keys(bundle).find((name) => MOCK_WORKER_FILE.test(name));
