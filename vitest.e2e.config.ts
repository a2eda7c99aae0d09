import { defineConfig } from 'vitest/config';

// End-to-end: Chromium (Debian's /usr/bin/chromium) driven by playwright-core against the
// built demo served on 127.0.0.1. The global setup builds and serves it once for all files.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/harness/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    fileParallelism: true,
    maxWorkers: 2,
    // A worker runs its files one after another in one process: playwright-core and the harness load
    // once, and the files share the worker's Chromium and its browser context (harness/browser.ts),
    // emptied between tests, so no page state crosses tests or files.
    isolate: false,
    retry: process.env.CI ? 1 : 0,
    // A poll waits on the page and its calls: vitest's 1 s default is shorter than a slow CI
    // machine's round trip. A test that expects sooner says so with its own timeout.
    expect: { poll: { timeout: 10_000 } },
  },
});
