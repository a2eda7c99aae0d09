/**
 * A route's page is stored under the address players open (`m/rng`), not its file
 * (`m/rng/index.html`): the precache answers a navigation by its exact URL. The root page keeps
 * `index.html`, which Workbox's directory index already maps `/` to. (The build's service worker,
 * build/service-worker.ts, and a deployment's settings step, ./configure-site.mjs.)
 */
export function precacheAddress(file) {
  return file !== 'index.html' && file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) : file;
}
