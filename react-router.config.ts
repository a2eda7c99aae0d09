import type { Config } from '@react-router/dev/config';
import { HOME_ALIASES, routesOfBuild } from './src/config/paths.ts';
import { isDemoBuild } from './build/build-mode.ts';
import { finishStaticSite, OUT_DIR_VARIABLE } from './build/static-site.ts';

/**
 * React Router framework mode without a server (docs/ARCHITECTURE.md, "Routes"): every path of the
 * routes table is rendered at build time into its own index.html (the shell's HydrateFallback: bars,
 * skeleton, bottom menu), and any other path gets 404.html, which boots the app too. The output
 * folder is the mode's (vite.config.ts sets it: dist/ or dist-demo/); `buildEnd` moves React Router's
 * `client/` output up into it and writes the Content-Security-Policy and host headers (build/static-site.ts).
 */
export default {
  appDirectory: 'src/app',
  ssr: false,
  prerender: [
    ...new Set([
      '/',
      ...HOME_ALIASES.filter((alias) => !alias.endsWith('.html')),
      ...routesOfBuild(isDemoBuild()).map((row) => row.path),
    ]),
  ],
  // Plain `vite build` (Vite's app builder) builds client and prerender server, then calls buildEnd.
  future: { v8_viteEnvironmentApi: true },
  buildDirectory: process.env[OUT_DIR_VARIABLE] ?? 'dist',
  async buildEnd({ viteConfig }) {
    await finishStaticSite(viteConfig);
  },
} satisfies Config;
