// ESLint flat config: `npm run lint` (part of `npm test`), zero warnings allowed.
// The layer rules below encode docs/ARCHITECTURE.md ("Layers").
// No type-aware rules: the type program they need more than doubles the lint's CPU time, and
// `tsc --noEmit` in `npm test` already checks the types. Most of the lint's time goes to the React
// Compiler that eslint-plugin-react-hooks' rules run and to import-x/no-cycle (`TIMING=all npx eslint .`
// shows it). No-cycle does not follow packages (`ignoreExternal`): a cycle needs our own files, and
// parsing the packages' type declarations for it costs seconds more.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';

const root = import.meta.dirname;

const SHARED_LAYERS = ['config', 'lib', 'api', 'stores', 'queries', 'hooks', 'components'];
const FEATURES = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports flow one way: shared layers → src/features/* → src/app.
const layerZones = [
  ...SHARED_LAYERS.map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: 'Shared layers never import features or the app shell (docs/ARCHITECTURE.md).',
  })),
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need to the shared layer (docs/ARCHITECTURE.md).',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app shell (docs/ARCHITECTURE.md).',
  },
];

// The mock backend is for tests and the demo build only (src/app/entry.client.tsx's dynamic import).
const mockZone = {
  target: './src',
  from: './mock-server',
  message: 'Only tests (and src/app/entry.client.tsx in the demo) may import the mock backend.',
};

const TEST_FILES = ['**/*.test.{ts,tsx}', 'src/features/*/testing/**', 'tests/**'];

export default defineConfig(
  {
    // Build and test outputs (as in .gitignore).
    ignores: [
      'node_modules/',
      'dist/',
      'dist-demo/',
      '.e2e/',
      '.vite/',
      'bench/.work/',
      'coverage/',
      'test-results/',
      'tests/e2e/screenshots/',
      'tests/e2e/.artifacts/',
      '.react-router/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // The `_` prefix marks an argument or binding kept on purpose, as tsc's noUnusedParameters reads it.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed for import-x/no-cycle (by default it reads .js files only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, mockZone] }],
    },
  },
  {
    // Tests (and the features' testing/ helpers) may start the mock backend; the layer rules still hold.
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    // Node: build plugins, configs, scripts, the bench, end-to-end tests.
    files: ['*.{js,ts}', 'build/**', 'scripts/**', 'bench/**', 'tests/e2e/**'],
    languageOptions: {
      globals: { ...globals.node },
    },
  },
  {
    // The bench drives Chromium: the functions it hands to page.evaluate/addInitScript run in the page.
    // Its floors (bench/floors/*/main.tsx) are small browser apps.
    files: ['bench/**'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    files: ['mock-server/worker/**'],
    languageOptions: {
      globals: { ...globals.worker },
    },
  },
  // Formatting is Prettier's (`prettier --check` in `npm run lint`): no ESLint rule may disagree with it.
  prettier,
);
