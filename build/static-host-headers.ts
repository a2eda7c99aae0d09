import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CACHE_HASHED_ASSETS, CACHE_REVALIDATE } from '../scripts/cache-control.mjs';

/**
 * Response headers for the hosts a built site is deployed to, written by the build next to the
 * pages: `_headers` (Netlify, Cloudflare Pages) and `nginx.conf.example`, from one list, so they
 * never differ (docs/deploy.md). The live build's Content-Security-Policy comes as a `<meta>` in
 * every page (build/csp.ts); the header carries the same policy plus what a `<meta>` cannot:
 * `frame-ancestors 'none'`, so no other site can frame the app (clickjacking). The demo build has
 * no policy of its own (its mock backend lives in the page) and gets `frame-ancestors` alone.
 */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** The header's policy: the `<meta>` policy of the build (null: none) and `frame-ancestors`. */
export function headerPolicy(metaPolicy: string | null): string {
  return metaPolicy ? `${metaPolicy}; ${FRAME_ANCESTORS}` : FRAME_ANCESTORS;
}

/** Sent with every file. Strict-Transport-Security only counts over https (browsers ignore it on http). */
export function securityHeaders(policy: string): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', policy],
    // The older form of frame-ancestors, for browsers without it.
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    // Nothing of the app uses these; a page of ours cannot be made to ask for them.
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['Strict-Transport-Security', 'max-age=31536000'],
  ];
}

/**
 * Paths whose answers must be revalidated: every page (route pages live under /m/, unknown paths
 * get 404.html), the service worker and the run-time configuration (/m/config.json). A host adds
 * up the headers of every rule a path matches, so these never overlap /assets/*.
 */
export const REVALIDATED_PATHS = ['/', '/index.html', '/404.html', '/m', '/m/*', '/sw.js'];
export const HASHED_ASSETS_PATH = '/assets/*';

const GENERATED_BY = 'Written by `npm run build` (build/static-host-headers.ts); see docs/deploy.md.';

/** Netlify and Cloudflare Pages: a path pattern, then its headers indented. */
export function headersFile(policy: string): string {
  const rule = (path: string, headers: [string, string][]) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return (
    [
      `# ${GENERATED_BY}`,
      rule('/*', securityHeaders(policy)),
      rule(HASHED_ASSETS_PATH, [['Cache-Control', CACHE_HASHED_ASSETS]]),
      ...REVALIDATED_PATHS.map((path) => rule(path, [['Cache-Control', CACHE_REVALIDATE]])),
    ].join('\n') + '\n'
  );
}

/**
 * nginx: locations to put inside the site's `server` block (https), whose `root` is this folder.
 * nginx drops the `add_header` lines of an outer block in any location that has its own, so each
 * location repeats the security headers. Files are served as the static hosts do: the file, the
 * folder's index.html, `<path>.html`, else 404.html with status 404.
 */
export function nginxConf(policy: string): string {
  const headers = (cacheControl: string) =>
    [['Cache-Control', cacheControl], ...securityHeaders(policy)]
      .map(([name, value]) => `    add_header ${name} "${value}" always;`)
      .join('\n');
  return `# ${GENERATED_BY}
# Copy it next to the site's configuration (e.g. /etc/nginx/snippets/m-site.conf) and include it
# in the site's https server block, whose root is this folder:
#   server {
#     listen 443 ssl;
#     server_name m.example.com;
#     root /srv/m-site/dist;
#     include snippets/m-site.conf;
#   }

error_page 404 /404.html;

location /assets/ {
${headers(CACHE_HASHED_ASSETS)}
    try_files $uri =404;
}

location / {
${headers(CACHE_REVALIDATE)}
    try_files $uri $uri/index.html $uri.html =404;
}
`;
}

/** Writes `_headers` and `nginx.conf.example` into the build's output folder (build/static-site.ts). */
export async function writeStaticHostHeaders(dir: string, metaPolicy: string | null): Promise<void> {
  const policy = headerPolicy(metaPolicy);
  await writeFile(join(dir, '_headers'), headersFile(policy));
  await writeFile(join(dir, 'nginx.conf.example'), nginxConf(policy));
}
