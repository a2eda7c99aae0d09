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
      environment: 'jsdom',
      setupFiles: ['./tests/setup-unit.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mock-server/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
      pool: 'threads',
      testTimeout: 15000,
    },
  }),
);
