/**
 * Serve built folders on 127.0.0.1 like a real static host: the same file resolution as
 * scripts/serve-static.mjs (file, folder index.html, `<path>.html`, else 404.html with status 404)
 * plus what every CDN does and that script does not: brotli or gzip for text files (Lighthouse
 * counts transfer sizes, so an uncompressed host would measure the host, not the app) and
 * long-lived caching of the hashed assets.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
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

const gzippedAnswers = new Map();
function gzippedAnswer(body) {
  if (!gzippedAnswers.has(body)) gzippedAnswers.set(body, gzipSync(body));
  return gzippedAnswers.get(body);
}

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

/**
 * A self-signed certificate for 127.0.0.1, made once with openssl: browsers speak HTTP/2 only over
 * TLS (the bench's Chromium trusts it, trustCertificate).
 */
function certificate(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '365',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * The Chromium switch that trusts exactly the certificate kept in `dir`, by the sha256 of its public
 * key: with --ignore-certificate-errors the page has a certificate error, and Chromium then keeps
 * none of its responses in the HTTP cache (a route module preloaded before a tap was fetched again
 * on import), unlike a player's browser, whose host has a valid certificate.
 */
export function trustCertificate(dir) {
  const spki = new X509Certificate(certificate(dir).cert).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

/** `protocol`: 'http1' (plain HTTP/1.1, as before) or 'http2' (HTTP/2 over TLS, no HTTP/1.1 fallback). */
async function startServer(dir, answer, protocol = 'http1', tlsDir) {
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
  const handle = async (req, res) => {
    try {
      const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
      const api = answer?.(req.method, pathname, search);
      // Gzipped when the browser takes it, as an API gateway sends JSON (the demo's answers carry
      // their pictures as data URLs: /m/home's hot games are 0.86 MB, 50 KB gzipped).
      if (api) {
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        return res
          .writeHead(api.status, {
            'Content-Type': 'application/json',
            'Cache-Control': 'no-store',
            ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
          })
          .end(gzip ? gzippedAnswer(api.body) : api.body);
      }
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
  };
  const http2 = protocol === 'http2';
  const server = http2 ? createSecureServer(certificate(tlsDir), handle) : createServer(handle);
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, HOST, () =>
      done({
        url: `${http2 ? 'https' : 'http'}://${HOST}:${server.address().port}`,
        close: () =>
          new Promise((closed) => {
            if (http2) sessions.forEach((session) => session.destroy());
            else server.closeAllConnections();
            server.close(() => closed());
          }),
      }),
    );
  });
}

/**
 * `dirs`: name → built folder. `answers` (optional): name → `(method, pathname, search)` giving
 * `{ status, body }` for an API request or null (bench/lib/replay.mjs), for a live build.
 * `protocol`: 'http1' (default) or 'http2' (over TLS, with a certificate kept in `tlsDir`).
 */
export async function serveAll(dirs, answers = {}, { protocol = 'http1', tlsDir } = {}) {
  const servers = {};
  for (const [name, dir] of Object.entries(dirs))
    servers[name] = await startServer(dir, answers[name], protocol, tlsDir);
  return {
    url: (name, path) => new URL(path, servers[name].url).href,
    close: () => Promise.all(Object.values(servers).map((s) => s.close())),
  };
}
