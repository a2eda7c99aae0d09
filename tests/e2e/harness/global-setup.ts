/**
 * Vitest globalSetup of the end-to-end suite: builds the demo (`vite build --mode demo` into dist-demo/)
 * and the live build (`vite build --mode production` into dist/) once, side by side, for every spec
 * file. The demo is served like a plain static host on a random port of 127.0.0.1 (`inject('baseUrl')`,
 * used by `gotoApp`); the live build's folder is `inject('liveDir')` (specs about the live bundle, its
 * service worker and its start without storage serve or read it).
 * E2E_SKIP_BUILD=1 reuses existing builds (when no code changed since the last build);
 * E2E_DEMO_DIR=.e2e/<name> and E2E_LIVE_DIR=.e2e/<name> build into other folders, so parallel runs don't clash.
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
    /** Absolute folder of the demo build. */
    demoDir: string;
    /** Absolute folder of the live build (not served; a spec serves it itself when it needs to). */
    liveDir: string;
  }
}

const DEMO_DIR = join(PROJECT_ROOT, process.env.E2E_DEMO_DIR || 'dist-demo');
const LIVE_DIR = join(PROJECT_ROOT, process.env.E2E_LIVE_DIR || 'dist');

function build(mode: 'demo' | 'production', outDir: string): Promise<void> {
  const reuse = process.env.E2E_SKIP_BUILD === '1' && existsSync(join(outDir, 'index.html'));
  return reuse ? Promise.resolve() : viteBuild(mode, outDir);
}

export default async function setup(project: TestProject) {
  await Promise.all([build('demo', DEMO_DIR), build('production', LIVE_DIR)]);
  const server = await startStaticServer(DEMO_DIR, 0);
  project.provide('baseUrl', server.url);
  project.provide('demoDir', DEMO_DIR);
  project.provide('liveDir', LIVE_DIR);
  return () => server.close();
}
