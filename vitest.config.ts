import { availableParallelism } from 'node:os';
import { loadEnv } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      globals: true,
      // Unit tests run against the demo configuration (merchant code, public key of the mock).
      env: loadEnv('demo', process.cwd(), 'VITE_'),
      // jsdom by default: 159 of the 244 files render or touch window, document or storage (each fails in
      // `npx vitest run --environment=node`). The other 85 start with `// @vitest-environment node`, which
      // skips jsdom's start (most of a small file's time) and the DOM half of tests/setup-unit.ts; fewer
      // files to mark, and a forgotten line only costs time. A new test that needs a DOM needs nothing;
      // a new one that passes under --environment=node should start with that line.
      environment: 'jsdom',
      setupFiles: ['./tests/setup-unit.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mock-server/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
      pool: 'threads',
      // Vitest keeps a core for itself by default: one worker on a 2-core CI machine. The files spend
      // much of their time starting jsdom and importing, so a worker per core ends the run ~30% sooner.
      maxWorkers: availableParallelism(),
      testTimeout: 15000,
    },
  }),
);
