/**
 * Bundle figures of a build: the initial JS and CSS (what the page's HTML loads before any lazy
 * import: the entry, its static imports and their CSS), and the largest lazy chunks, raw, gzip
 * (level 9) and brotli (quality 11) as a static host would serve them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function sizesOf(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const ZERO = { raw: 0, gzip: 0, brotli: 0 };

/**
 * Route ids of the frame every page loads before its screen (src/app/routes.ts): the document,
 * the shell and the screens' error boundary. What a page loads beyond them is its route's code.
 */
export const FRAME_ROUTES = ['root', 'shell', 'screens'];

/** React Router's manifest a prerendered page loads (`window.__reactRouterManifest`), or null (the floors). */
export function routerManifestOf(outDir, html) {
  const file = /import "\/(assets\/manifest-[\w-]+\.js)";/.exec(html)?.[1];
  if (!file) return null;
  const text = readFileSync(join(outDir, file), 'utf8');
  return { file, manifest: JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) };
}

/**
 * Files a page loads up front, before any lazy import. A prerendered page (React Router): its
 * route manifest, the client entry with its imports and the frame's route modules with theirs
 * and their CSS; its screen's own module and imports are left out, as they are the route's code
 * (routeWeight measures them). Another page (the floors): its script, modulepreload and
 * stylesheet tags.
 */
export function initialAssetsFromHtml(html, outDir) {
  const router = outDir ? routerManifestOf(outDir, html) : null;
  if (router) {
    const { entry, routes } = router.manifest;
    const frame = FRAME_ROUTES.map((id) => routes[id]).filter(Boolean);
    const files = [
      router.file,
      entry.module,
      ...entry.imports,
      ...frame.flatMap((route) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])]),
    ].map((file) => file.replace(/^\//, '').replace(/#$/, ''));
    return [...new Set(files)];
  }
  return [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"[^>]*>/g)]
    .filter((m) => !m[0].includes('media="print"'))
    .map((m) => m[1]);
}

/** Initial JS/CSS totals of a built folder, read from its index.html; inline <style> counts as CSS. */
export function initialSizes(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = initialAssetsFromHtml(html, outDir);
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  const total = (list) => list.map((f) => sizesOf(readFileSync(join(outDir, f)))).reduce(add, ZERO);
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map((m) => sizesOf(Buffer.from(m[1])))
    .reduce(add, ZERO);
  return { js: total(js), css: add(total(css), inlineCss), html: sizesOf(Buffer.from(html)), files };
}

/** The demo's mock worker script (Mirage, fixtures, handlers): its HTML starts it, off the main thread. */
export function mockWorkerSize(outDir) {
  const file = readdirSync(join(outDir, 'assets')).find((name) => /^mock-worker-[\w-]+\.js$/.test(name));
  return file ? { file: `assets/${file}`, ...sizesOf(readFileSync(join(outDir, 'assets', file))) } : null;
}

/**
 * Lazy chunks by gzip size, largest first, from the Vite manifest: the route modules
 * (src/app/routes/*) and every other dynamic chunk with what pulled it in.
 */
export function lazyChunks(outDir, initialFiles, limit = 8) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const initial = new Set(initialFiles);
  const modules = JSON.parse(readFileSync(join(outDir, '.vite/modules.json'), 'utf8'));
  const rows = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js') && !initial.has(chunk.file))
    .map(([source, chunk]) => ({
      source: chunk.src ?? source,
      owners: mainOwners(modules[chunk.file] ?? {}),
      file: chunk.file,
      route: /src\/app\/routes\/([^/?]+)\.tsx(?:\?.*)?$/.exec(chunk.src ?? source)?.[1] ?? null,
      ...sizesOf(readFileSync(join(outDir, chunk.file))),
    }));
  const unique = [...new Map(rows.map((r) => [r.file, r])).values()].sort((a, b) => b.gzip - a.gzip);
  return { largest: unique.slice(0, limit), routes: unique.filter((r) => r.route).slice(0, limit) };
}

/**
 * A route's own weight when it is opened: its chunk plus every chunk it imports statically
 * that is not already initial (what the browser fetches to show the route).
 */
export function routeWeight(outDir, routeId, initialFiles) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  // (React Router's plugin builds route modules under their path with a query.)
  const key = Object.keys(manifest).find((k) => k.replace(/\?.*$/, '') === `src/app/routes/${routeId}.tsx`);
  if (!key) return null;
  const initial = new Set(initialFiles);
  const seen = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(chunk.file) || initial.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return [...seen].map((f) => sizesOf(readFileSync(join(outDir, f)))).reduce(add, ZERO);
}

/** Who a module belongs to: an npm package, or the app folder (src/app, src/features/games…). */
export function ownerOf(id) {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return pkg[1];
  const app = /\/(src\/(?:features\/[^/]+|[^/]+)|locales|mock-server|fixtures)\//.exec(clean);
  return app ? app[1] : clean.split('/').slice(-2).join('/');
}

/**
 * The initial JS split by owner, each owner's share of the minified gzip size estimated from its
 * share of the chunk's rendered length (bench-module-sizes plugin of build.mjs).
 */
export function initialComposition(outDir, initialFiles) {
  const modules = JSON.parse(readFileSync(join(outDir, '.vite/modules.json'), 'utf8'));
  const owners = {};
  for (const file of initialFiles.filter((f) => f.endsWith('.js'))) {
    const entries = Object.entries(modules[file] ?? {});
    const rendered = entries.reduce((sum, [, len]) => sum + len, 0);
    const gzip = sizesOf(readFileSync(join(outDir, file))).gzip;
    for (const [id, len] of entries) {
      const owner = ownerOf(id);
      owners[owner] = (owners[owner] ?? 0) + (rendered ? (gzip * len) / rendered : 0);
    }
  }
  return Object.entries(owners)
    .map(([owner, gzip]) => ({ owner, gzip: Math.round(gzip) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The owners filling most of a chunk (by rendered length), e.g. "swiper 92%". */
function mainOwners(chunkModules, limit = 2) {
  const byOwner = {};
  let total = 0;
  for (const [id, len] of Object.entries(chunkModules)) {
    byOwner[ownerOf(id)] = (byOwner[ownerOf(id)] ?? 0) + len;
    total += len;
  }
  return Object.entries(byOwner)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([owner, len]) => `${owner} ${Math.round((100 * len) / total)}%`)
    .join(', ');
}
