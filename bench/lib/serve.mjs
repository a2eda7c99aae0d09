/**
 * Serve built folders on 127.0.0.1 like a real static host: the same file resolution as
 * scripts/serve-static.mjs (file, folder index.html, `<path>.html`, else 404.html with status 404)
 * plus what every CDN does and that script does not: brotli or gzip for text files (Lighthouse
 * counts transfer sizes, so an uncompressed host would measure the host, not the app) and
 * long-lived caching of the hashed assets.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

const HOST = '127.0.0.1';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

async function fileAt(path) {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

async function resolveFile(root, pathname) {
  const decoded = decodeURIComponent(pathname);
  const target = resolve(root, `.${decoded}`);
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (decoded.endsWith('/')) return fileAt(join(target, 'index.html'));
  return (await fileAt(target)) ?? (await fileAt(join(target, 'index.html'))) ?? (await fileAt(`${target}.html`));
}

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/**
 * Brotli for every text file of `root`, before the server answers anything: compressing a
 * file at quality 11 when it is first asked for took a core of the 2-core box away from the
 * page being measured, and made the first Lighthouse run of each site the slowest (a CDN serves
 * files it compressed beforehand).
 */
async function precompressed(root) {
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
  const brotli = promisify(brotliCompress);
  return new Map(
    await Promise.all(files.map(async (file) => [`br:${file}`, await brotli(await readFile(file), BROTLI)])),
  );
}

async function startServer(dir, answer) {
  const root = resolve(dir);
  const encoded = await precompressed(root);
  const body = async (file, encoding) => {
    const key = `${encoding}:${file}`;
    if (!encoded.has(key)) {
      const raw = await readFile(file);
      encoded.set(
        key,
        encoding === 'br' ? brotliCompressSync(raw, BROTLI) : encoding === 'gzip' ? gzipSync(raw, { level: 9 }) : raw,
      );
    }
    return encoded.get(key);
  };
  const server = createServer(async (req, res) => {
    try {
      const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
      const api = answer?.(req.method, pathname, search);
      if (api)
        return res
          .writeHead(api.status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
          .end(api.body);
      const found = await resolveFile(root, pathname);
      const file = found ?? (await fileAt(join(root, '404.html')));
      if (!file) return res.writeHead(404).end();
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const encoding = !COMPRESSIBLE.has(extname(file))
        ? null
        : /\bbr\b/.test(accepts)
          ? 'br'
          : /\bgzip\b/.test(accepts)
            ? 'gzip'
            : null;
      const data = await body(file, encoding);
      res.writeHead(found ? 200 : 404, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': data.length,
        'Cache-Control': file.startsWith(join(root, 'assets') + sep)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : data);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    }
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, HOST, () =>
      done({
        url: `http://${HOST}:${server.address().port}`,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      }),
    );
  });
}

/**
 * `dirs`: name → built folder. `answers` (optional): name → `(method, pathname, search)` giving
 * `{ status, body }` for an API request or null (bench/lib/replay.mjs), for a live build.
 */
export async function serveAll(dirs, answers = {}) {
  const servers = {};
  for (const [name, dir] of Object.entries(dirs)) servers[name] = await startServer(dir, answers[name]);
  return {
    url: (name, path) => new URL(path, servers[name].url).href,
    close: () => Promise.all(Object.values(servers).map((s) => s.close())),
  };
}
