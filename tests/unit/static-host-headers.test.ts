// @vitest-environment node
/**
 * The headers the build writes for static hosts (build/static-host-headers.ts): the live `<meta>`
 * policy plus frame-ancestors 'none', the other security headers, one cache rule per path; the
 * same in `_headers` and in the nginx example. Read back with the static test server's parser.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../build/csp';
import {
  FRAME_ANCESTORS,
  headerPolicy,
  headersFile,
  nginxConf,
  securityHeaders,
} from '../../build/static-host-headers';
import { headersForPath, parseHeadersFile } from '../../scripts/serve-static.mjs';
import { CACHE_HASHED_ASSETS, CACHE_REVALIDATE } from '../../scripts/cache-control.mjs';

const metaPolicy = contentSecurityPolicy({ apiBase: 'https://api.example.com', imageCdns: 'https://cdn1.example.com' });
const policy = headerPolicy(metaPolicy);
const rules = parseHeadersFile(headersFile(policy));
const directives = (text: string) => text.split(';').map((directive) => directive.trim());

describe('headers for static hosts', () => {
  it("carries every directive of the live <meta> policy, and frame-ancestors 'none'", () => {
    const sent = headersForPath(rules, '/m/home')['content-security-policy'];
    expect(directives(sent)).toEqual([...directives(metaPolicy), "frame-ancestors 'none'"]);
    expect(directives(metaPolicy)).toContain("connect-src 'self' https://api.example.com");
  });

  it("gives the demo build (no policy of its own) frame-ancestors 'none' alone", () => {
    expect(headerPolicy(null)).toBe(FRAME_ANCESTORS);
  });

  it('sends the security headers with every file', () => {
    for (const path of ['/', '/m/home', '/m/rng/', '/assets/index-a1.js', '/favicon.svg', '/sw.js']) {
      expect(headersForPath(rules, path), path).toMatchObject({
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'permissions-policy': expect.stringContaining('camera=()'),
        'strict-transport-security': expect.stringMatching(/^max-age=\d+/),
      });
    }
  });

  it('keeps hashed assets for good and has pages, the service worker and config.json revalidated, one rule each', () => {
    const cacheOf = (path: string) => headersForPath(rules, path)['cache-control'];
    expect(cacheOf('/assets/index-a1.js')).toBe(CACHE_HASHED_ASSETS);
    for (const path of [
      '/',
      '/index.html',
      '/404.html',
      '/m',
      '/m/',
      '/m/home',
      '/m/agent/team/overview/index.html',
      '/m/config.json',
      '/sw.js',
    ]) {
      expect(cacheOf(path), path).toBe(CACHE_REVALIDATE);
    }
  });

  it('says the same to nginx, in every location (nginx drops outer add_header lines where a location has its own)', () => {
    const conf = nginxConf(policy);
    const locations = conf.split(/^location /m).slice(1);
    expect(locations.map((location) => location.split(' ')[0])).toEqual(['/assets/', '/']);
    for (const location of locations) {
      for (const [name, value] of securityHeaders(policy))
        expect(location).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(locations[0]).toContain(`add_header Cache-Control "${CACHE_HASHED_ASSETS}" always;`);
    expect(locations[1]).toContain(`add_header Cache-Control "${CACHE_REVALIDATE}" always;`);
  });
});
