/**
 * Vitest globalSetup of the end-to-end suite: builds the demo once (`vite build --mode demo` into
 * dist-demo/), serves it like a plain static host on a random port of 127.0.0.1, and provides the
 * base URL to every spec file (`inject('baseUrl')`, used by `gotoApp`).
 * E2E_SKIP_BUILD=1 reuses an existing build (when no code changed since the last build);
 * E2E_DEMO_DIR=.e2e/<name> builds and serves another folder, so parallel runs don't clash.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../../scripts/serve-static.mjs';
import { PROJECT_ROOT, viteBuild } from './vite-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the served demo build, without a trailing slash, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

const DEMO_DIR = join(PROJECT_ROOT, process.env.E2E_DEMO_DIR || 'dist-demo');

export default async function setup(project: TestProject) {
  const reuse = process.env.E2E_SKIP_BUILD === '1' && existsSync(join(DEMO_DIR, 'index.html'));
  if (!reuse) await viteBuild('demo', DEMO_DIR);
  const server = await startStaticServer(DEMO_DIR, 0);
  project.provide('baseUrl', server.url);
  return () => server.close();
}
