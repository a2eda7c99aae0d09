import { availableParallelism } from 'node:os';
import { loadEnv } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'mock-server/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];

/** The test files that fail in a VM context, and why. */
const REAL_REALM = [
  // WebCrypto keys kept in (fake) IndexedDB: the sealed remembered password is never made in a VM context.
  'src/lib/remembered-login.test.ts',
  'src/features/auth/screens/login/LoginForm.test.tsx',
  'src/features/auth/screens/password/ChangePasswordScreen.test.tsx',
  // Spies on window.location, which jsdom defines as not configurable in a VM context.
  'src/features/auth/screens/demo-social-sign-in/DemoSocialSignInPage.test.tsx',
  // Run Vite and Workbox builds, whose CommonJS dependencies require ES modules (get-intrinsic).
  'tests/unit/site-out-dir.test.ts',
  'tests/unit/service-worker-build.test.ts',
];

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      globals: true,
      // Unit tests run against the demo configuration (merchant code, public key of the mock).
      env: loadEnv('demo', process.cwd(), 'VITE_'),
      // jsdom by default. Files that pass under `npx vitest run --environment=node` (pure logic, no DOM,
      // no storage) start with `// @vitest-environment node`, which skips building a DOM for them and the
      // DOM half of tests/setup-unit.ts; a forgotten line only costs time.
      environment: 'jsdom',
      setupFiles: ['./tests/setup-unit.ts'],
      // Most files run in 'vmThreads': each worker loads jsdom once and gives every file a fresh VM
      // context, where 'threads' starts a new worker per file that imports jsdom again (~1.5 s of CPU
      // each). A VM context has its own globals (Uint8Array, Object, …)
      // beside Node's built-ins, so the few files listed in REAL_REALM run in plain worker threads.
      projects: [
        { extends: true, test: { name: 'unit', pool: 'vmThreads', include: UNIT_TESTS, exclude: REAL_REALM } },
        { extends: true, test: { name: 'unit (real realm)', pool: 'threads', include: REAL_REALM } },
      ],
      // Vitest keeps a core for itself by default: one worker on a 2-core CI machine. The files spend
      // much of their time importing, so a worker per core ends the run sooner.
      maxWorkers: availableParallelism(),
      testTimeout: 15000,
    },
  }),
);
