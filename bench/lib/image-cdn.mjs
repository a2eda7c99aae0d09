/**
 * The real-user part's "image CDN" variant: a deployment's pictures are files on another origin,
 * the demo's are data URLs inside the answers. Every picture data URL of the recording
 * (./replay.mjs) is written as a file named by its content's hash under `assets/` (served like any
 * hashed asset, ./serve.mjs: its content type, brotli for SVG, `max-age=31536000, immutable`) and
 * served by a second origin, one per protocol the bench measures; the recording's answers then
 * carry that origin's addresses instead of the data URLs.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveAll } from './serve.mjs';
import { serverImages } from './floor-pages.mjs';

const EXTENSIONS = {
  'image/svg+xml': '.svg',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/avif': '.avif',
};

/** Writes each picture data URL of `answers` into `dir`/assets/: Map of data URL → its file's path on the CDN. */
async function writePictures(answers, dir) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const paths = new Map();
  for (const src of serverImages(answers).filter((s) => s.startsWith('data:'))) {
    // Node's fetch decodes a data URL as a browser does (percent-encoding or base64, its media type).
    const response = await fetch(src);
    const type = (response.headers.get('content-type') ?? '').split(';')[0].trim();
    const bytes = Buffer.from(await response.arrayBuffer());
    const path = `/assets/${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}${EXTENSIONS[type] ?? '.bin'}`;
    writeFileSync(join(dir, path), bytes);
    paths.set(src, path);
  }
  return paths;
}

/** `answers` with every string that is a key of `addresses` replaced by its value (answers that are not JSON stay as they are). */
function withPicturesAt(answers, addresses) {
  const replaced = new Map();
  for (const [key, answer] of answers) {
    let body = answer.body;
    try {
      const value = typeof body === 'string' ? JSON.parse(body) : body;
      body = JSON.stringify(value, (_, v) => (typeof v === 'string' && addresses.has(v) ? addresses.get(v) : v));
    } catch {
      // not JSON: no pictures
    }
    replaced.set(key, { ...answer, body });
  }
  return replaced;
}

/**
 * Serves the recording's pictures from `dir` on a second origin per protocol (`protocols`, as
 * ./serve.mjs's `serveAll`). Returns, per protocol, the CDN's origin and the recording with its
 * pictures at that origin, and `close`.
 */
export async function serveImageCdn(answers, dir, { protocols, tlsDir }) {
  const paths = await writePictures(answers, dir);
  const servers = await Promise.all(protocols.map((protocol) => serveAll({ cdn: dir }, {}, { protocol, tlsDir })));
  const origin = Object.fromEntries(protocols.map((p, i) => [p, new URL(servers[i].url('cdn', '/')).origin]));
  return {
    pictures: paths.size,
    origin,
    answers: Object.fromEntries(
      protocols.map((p) => [
        p,
        withPicturesAt(answers, new Map([...paths].map(([src, path]) => [src, `${origin[p]}${path}`]))),
      ]),
    ),
    close: () => Promise.all(servers.map((s) => s.close())),
  };
}
