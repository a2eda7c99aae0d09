#!/usr/bin/env node
/**
 * A plain static host for a built site, with no dependencies: what `npm run preview:demo` and the
 * end-to-end harness use. Like common static hosts it answers a path with the file itself, the
 * folder's index.html or `<path>.html`, and anything else with 404.html (status 404), which boots
 * the app. Like Netlify and Cloudflare Pages it sends the headers of the site's `_headers` file
 * (build/static-host-headers.ts writes one into every build), and does not serve that file.
 * Usage: node scripts/serve-static.mjs <dir> [port]
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE_HASHED_ASSETS, CACHE_REVALIDATE } from './cache-control.mjs';

const HOST = '127.0.0.1';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.wasm': 'application/wasm',
};

const HEADERS_FILE = '_headers';

async function fileAt(path) {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

/** The file a static host would serve for a URL path, or null. */
async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = resolve(root, `.${decoded}`);
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (decoded.endsWith('/')) return fileAt(join(target, 'index.html'));
  return (await fileAt(target)) ?? (await fileAt(join(target, 'index.html'))) ?? (await fileAt(`${target}.html`));
}

/**
 * The rules of a `_headers` file: a path pattern (`*` matches anything) on a line of its own,
 * then its headers, indented, as `Name: value`; `#` starts a comment.
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      rules.push({ pattern: new RegExp(`^${pattern}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0 && rules.length)
      rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers `rules` give a path (lower-case names): those of every matching rule, a name given twice joined by a comma. */
export function headersForPath(rules, pathname) {
  const headers = {};
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
    }
  }
  return headers;
}

function send(req, res, status, file, size, immutable, hostHeaders) {
  res.writeHead(status, {
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': size,
    'cache-control': immutable ? CACHE_HASHED_ASSETS : CACHE_REVALIDATE,
    'x-content-type-options': 'nosniff',
    ...hostHeaders,
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/**
 * Serve `dir` on 127.0.0.1:`port` (0 picks a free port).
 * Resolves with the base URL (no trailing slash) and a `close()` that stops the server.
 */
export async function startStaticServer(dir, port = 0) {
  const root = resolve(dir);
  const notFound = join(root, '404.html');
  const hashedAssets = join(root, 'assets') + sep;
  const headersFile = join(root, HEADERS_FILE);
  const rules = (await fileAt(headersFile)) ? parseHeadersFile(await readFile(headersFile, 'utf8')) : [];
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    try {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const hostHeaders = headersForPath(rules, pathname);
      const found = await resolveFile(root, pathname);
      const file = found === headersFile ? null : found;
      if (file) return send(req, res, 200, file, (await stat(file)).size, file.startsWith(hashedAssets), hostHeaders);
      if (await fileAt(notFound)) return send(req, res, 404, notFound, (await stat(notFound)).size, false, hostHeaders);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    }
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, HOST, done);
  });
  const { port: actualPort } = server.address();
  return {
    url: `http://${HOST}:${actualPort}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir = 'dist-demo', port = '4173'] = process.argv.slice(2);
  if (!(await fileAt(join(resolve(dir), 'index.html')))) {
    console.error(`No built site in ${resolve(dir)}: run \`npm run build:demo\` (or \`npm run build\`) first.`);
    process.exit(1);
  }
  const { url } = await startStaticServer(dir, Number(port));
  console.log(`Serving ${resolve(dir)} on ${url}/m/home`);
}
