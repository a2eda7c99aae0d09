import { createHash } from 'node:crypto';
import { LINK_TOKEN_GLOBAL, LINK_TOKEN_PARAM } from '../src/config/link-token.ts';

/**
 * What a pre-painted page loads, and when (docs/performance.md, "Scripts after the first paint"): nothing until
 * its shell has painted. Vite's `<script type="module">` and `<link rel="modulepreload">` tags
 * are asked for by the browser's preload scanner as soon as the HTML arrives; on a fast
 * connection they finish before the first paint, and Lighthouse's estimate then counts every one
 * of them as something the paint waited for (a module script has no evaluation event of its own
 * in Chrome's trace to prove otherwise), which put /m/home's estimated LCP at 1.6-2× the bare
 * React page although the shell paints from the HTML alone. Instead, each page lists its files
 * in a JSON block and one small inline script, the same on every page (the live build's CSP
 * allows it by its hash), asks for them once the first paint has happened, in the order the
 * tags had.
 */
export const BOOT_FILES_ID = 'boot-files';

/** A page's files, as paths from the site root. */
export interface BootFiles {
  /** Vite's entry script. */
  entry: string;
  /** The entry's static imports (Vite's own modulepreloads). */
  preload: string[];
  /** Demo builds: the mock backend's worker script, started by the page itself, so its download does not wait for the entry. */
  worker?: string;
  /** The route's chunk, its static imports, the locale file and (demo) the mock client (build/route-preloads.ts). */
  route: string[];
}

/**
 * The longest the page waits for its first paint before it asks for its scripts anyway: a page
 * opened in a background tab does not paint until it is shown, and a browser without paint
 * timing never says it painted.
 */
export const BOOT_PAINT_TIMEOUT_MS = 1_000;

/** Set on `<html>` by the boot script in a frame of another origin: the pre-painted shell stays hidden (build/prerender-shell.ts). */
export const FRAMED_ATTRIBUTE = 'data-framed';

/**
 * The inline script (ES5, as it runs before any bundle). It first takes a session token out of the
 * address (src/config/link-token.ts): the page's own requests leave with no Referer anyway (the
 * pages' `<meta name="referrer">`), and this keeps it out of history, bookmarks and screenshots from
 * the first paint on. `window.__pageFilesLoaded` settles when
 * every file it asked for has arrived or failed: parser-inserted preloads held the page's `load`
 * event, these do not, and what waits for the load (src/lib/when-idle.ts) waits for them too.
 * In a frame of another origin (src/app/framing.ts makes the same check) it marks the page so
 * the shell does not paint, and starts no mock backend: the app shows only a notice there.
 */
export const BOOT_SCRIPT = `(function () {
  try {
    var link = new URLSearchParams(location.search);
    if (link.has('${LINK_TOKEN_PARAM}')) {
      window.${LINK_TOKEN_GLOBAL} = link.get('${LINK_TOKEN_PARAM}');
      link.delete('${LINK_TOKEN_PARAM}');
      var rest = link.toString();
      history.replaceState(history.state, '', location.pathname + (rest ? '?' + rest : '') + location.hash);
    }
  } catch (error) {}
  var files = JSON.parse(document.getElementById('${BOOT_FILES_ID}').textContent);
  var started = false;
  var framed = false;
  try {
    framed = window.top !== window.self && window.top.location.origin !== window.location.origin;
  } catch (error) {
    framed = true;
  }
  if (framed) document.documentElement.setAttribute('${FRAMED_ATTRIBUTE}', '');
  function ask(tag, props) {
    var element = document.createElement(tag);
    for (var key in props) element[key] = props[key];
    var arrived = new Promise(function (done) { element.onload = element.onerror = function () { done(); }; });
    document.head.appendChild(element);
    return arrived;
  }
  function preload(href) { return ask('link', { rel: 'modulepreload', crossOrigin: '', href: href }); }
  function start() {
    if (started) return;
    started = true;
    var arrivals = [ask('script', { type: 'module', crossOrigin: '', src: files.entry })].concat(files.preload.map(preload));
    if (files.worker && !framed) window.__mockWorker = new Worker(files.worker, { type: 'module', name: 'mock-backend' });
    window.__pageFilesLoaded = Promise.all(arrivals.concat(files.route.map(preload)));
  }
  try {
    new PerformanceObserver(function (list, observer) { observer.disconnect(); start(); }).observe({ type: 'paint' });
  } catch (error) {}
  setTimeout(start, ${BOOT_PAINT_TIMEOUT_MS});
})();`;

/** The CSP source that allows the boot script (live builds). */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** `<` escaped, so no file name can close the JSON block. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

export const bootTags = (files: BootFiles) =>
  `<script type="application/json" id="${BOOT_FILES_ID}">${jsonInHtml(files)}</script>\n    <script>${BOOT_SCRIPT}</script>`;

/** Vite's entry script and modulepreload tags, as it writes them into index.html. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Takes Vite's entry tags out of the built index.html: the page without them, and their files. */
export function takeEntryTags(html: string): { html: string; entry: string; preload: string[] } | null {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return null;
  const preload = [...html.matchAll(ENTRY_PRELOAD)].map((match) => match[1]);
  return { html: html.replace(entry[0], '').replace(ENTRY_PRELOAD, ''), entry: entry[1], preload };
}
