/*
 * Service worker of the installable web app. It makes the site installable and keeps one promise
 * only: a navigation while offline shows the last app shell instead of the browser's error page.
 * It never caches API calls or assets (they are versioned by the build and fetched as usual).
 */
const SHELL_CACHE = 'app-shell-v2';
// The page that starts the app at any address: each route's own page carries that route's
// prerendered data, /404.html (React Router's SPA fallback) none.
const SHELL_URL = '/404.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(SHELL_URL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(() => caches.match(SHELL_URL).then((shell) => shell || Response.error())),
  );
});
