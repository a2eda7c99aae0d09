/**
 * How long browsers keep the site's files: Vite puts a content hash in every file name under
 * assets/, so those never change; pages, sw.js and anything else are revalidated, so a new
 * deployment is picked up at once. Used by the static test server and the headers the build
 * writes for static hosts (build/static-host-headers.ts).
 */
export const CACHE_HASHED_ASSETS = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
