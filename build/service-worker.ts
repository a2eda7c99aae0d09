import { join } from 'node:path';
import { generateSW, type ManifestTransform } from 'workbox-build';
import { precacheAddress } from '../scripts/precache-address.mjs';

/**
 * The service worker of the installable web app, written by the build once the pages exist
 * (build/static-site.ts): Workbox's generateSW over the finished output folder, so the precache
 * lists every file a visit can need, with a revision per file. Any change a deploy makes changes
 * sw.js, the browser installs the new worker beside the old one, and the page offers a reload
 * (src/lib/app-worker.ts); until then the old worker keeps serving the old files.
 */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * What one visit downloads for later: the app's code and styles (hashed; in demo builds also the
 * mock worker and its data), the locale chunks, every prerendered page, the manifest and the
 * site's own pictures. Nothing under /wps/ is a file of the build, so API calls are never cached.
 */
export const PRECACHE_PATTERNS = ['**/*.{html,js,css,json,webmanifest,svg,png,jpg,webp,woff2}'];
/** Host configuration files the build writes, and the worker itself. */
export const PRECACHE_IGNORED = ['_headers', 'nginx.conf.example', SERVICE_WORKER_FILE];
/** The largest file the precache takes; a bigger one fails the build rather than leaving it out. */
export const PRECACHE_FILE_LIMIT_BYTES = 4 * 1024 * 1024;

/** Pictures the build does not know (server-supplied art, CDN images): kept as they are seen. */
export const IMAGE_CACHE = { name: 'images', maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/** The page a navigation outside the precache gets: React Router's SPA fallback, which boots the app. */
export const NAVIGATION_FALLBACK = '/404.html';

const addressedPages: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => ({ ...entry, url: precacheAddress(entry.url) })),
});

/** Writes `<outDir>/sw.js`; a file the precache would leave out fails the build. */
export async function writeServiceWorker(outDir: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    swDest: join(outDir, SERVICE_WORKER_FILE),
    globDirectory: outDir,
    globPatterns: PRECACHE_PATTERNS,
    globIgnores: PRECACHE_IGNORED,
    maximumFileSizeToCacheInBytes: PRECACHE_FILE_LIMIT_BYTES,
    manifestTransforms: [addressedPages],
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    // Pages are the same whatever the query (`?lang=`, `?id=`): the app reads it.
    ignoreURLParametersMatching: [/./],
    navigateFallback: NAVIGATION_FALLBACK,
    navigateFallbackDenylist: [/^\/wps\//],
    // The first visit's worker takes the page at once (offline works after one visit); a new
    // version waits for the player's "Reload" (skipWaiting on the page's message).
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: IMAGE_CACHE.name,
          expiration: {
            maxEntries: IMAGE_CACHE.maxEntries,
            maxAgeSeconds: IMAGE_CACHE.maxAgeSeconds,
            purgeOnQuotaError: true,
          },
          // 0: a CDN picture loaded without CORS (opaque), kept all the same.
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  });
  if (warnings.length) throw new Error(`The service worker's precache is incomplete:\n${warnings.join('\n')}`);
  return { count, size };
}
