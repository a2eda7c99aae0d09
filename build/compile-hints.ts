import type { Plugin } from 'vite';
import { loadTimeChunks, type PreloadOptions } from './route-preloads.ts';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function
 * of a file that starts with it is compiled eagerly, on a background thread while the file
 * streams in, instead of lazily on the main thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Mark the chunks a page runs while it loads (build/route-preloads.ts: the entry, its static
 * imports and each route page's preloads) for eager compilation (docs/performance.md,
 * "Compile hints"). Their code is nearly all called at start-up (React, the router, the shell, the
 * route's screen), and compiling it function by function at first call was about 110 ms of main
 * thread on /m/home, inside the tasks that render the first screen. Chunks loaded later on demand
 * (Swiper, the encryption libraries, dialogs, the side menu) stay lazily compiled: most of their
 * functions may never run.
 */
export function compileHints(routeIds: readonly string[], options: PreloadOptions): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // Last: Vite's own generateBundle puts its preload map (`__vite__mapDeps`) at the top of some chunks.
      order: 'post',
      handler(_output, bundle) {
        for (const file of loadTimeChunks(bundle, routeIds, options)) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // With source maps on (`vite build --sourcemap`), the code moved one line down.
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
