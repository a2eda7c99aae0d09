import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { routePages } from './build/route-pages';
import { ROUTES } from './src/config/paths';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Two builds from one tree: `demo` bundles the Mirage backend (dynamic import in src/main.tsx),
// `production` (live) does not: import.meta.env.MODE is a build-time constant, so the mock
// branch is dead code there and Rollup drops it with everything it imports.
export default defineConfig(({ mode }) => ({
  base: '/',
  plugins: [react(), routePages(ROUTES.map((route) => route.path))],
  resolve: {
    alias: {
      '@': r('./src'),
      '@mock': r('./mock-server'),
      '@fixtures': r('./fixtures'),
      '@locales': r('./locales'),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
  },
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
    chunkSizeWarningLimit: 600,
  },
}));
