/**
 * The live build (`npm run build` → dist/) must contain none of the demo backend: no Mirage,
 * pretender or faker, no private key, no fixture data, nothing from mock-server/. It must also
 * deploy to a static host: a page per route (the demo's own screens excepted) and a 404.html fallback.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from './harness/vite-build';
import { routerManifestOf } from '../../bench/lib/bundle.mjs';
import { inlineScripts, scriptHash } from '../../build/csp';
import { RUNTIME_CONFIG_SCRIPT } from '../../src/config/runtime';
import { ROUTES } from '../../src/config/paths';
import { BOOT_SCRIPT } from '../../src/app/boot-script';
import { headersForPath, parseHeadersFile } from '../../scripts/serve-static.mjs';

const DIST = inject('liveDir');
const SCANNED_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html']);
const policyOf = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
const directiveOf = (policy: string, name: string) =>
  policy.split('; ').find((directive) => directive.startsWith(`${name} `)) ?? '';
/**
 * Any private key, not only the mock's. The bare words "PRIVATE KEY" are no evidence: jsencrypt
 * (getPrivateKey's PEM template) and node-forge (PEM type labels) carry them and the live build
 * needs both for the encrypted calls. A key is a PEM header followed by base64, or the DER start
 * of a PKCS#1 or PKCS#8 RSA private key in base64.
 */
const PRIVATE_KEY_PATTERNS = [
  /-----BEGIN [A-Z ]*PRIVATE KEY-----(\s|\\n|\\r)*[A-Za-z0-9+/]{40}/,
  /MII[A-Za-z0-9+/]{3}IBAAKCA[QgI]EA/,
  /IBADANBgkqhkiG9w0BAQEFAASC/,
];
/** Fixture strings sampled per file: enough to catch bundled fixtures, few enough to scan fast. */
const MARKERS_PER_FIXTURE_FILE = 6;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The first base64 line of the mock's private key(s): unique to it, unlike the public key's modulus. */
function privateKeyMarkers(): string[] {
  const keysDir = join(PROJECT_ROOT, 'mock-server/keys');
  if (!existsSync(keysDir)) return [];
  return filesUnder(keysDir).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('PRIVATE KEY-----')) return [];
    const line = text.split(/\r?\n/).find((l) => l.trim() && !l.startsWith('-----'));
    return line ? [line.trim()] : [];
  });
}

/**
 * A few distinctive strings of each fixture file (names, titles, lorem text): phrases of words
 * that appear nowhere in the app's own sources, so finding one in dist/ means fixtures leaked.
 */
function fixtureMarkers(): string[] {
  const fixturesDir = join(PROJECT_ROOT, 'fixtures');
  if (!existsSync(fixturesDir)) return [];
  const appSources = ['src', 'locales']
    .flatMap((dir) => filesUnder(join(PROJECT_ROOT, dir)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return readdirSync(fixturesDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const phrases = stringsIn(JSON.parse(readFileSync(join(fixturesDir, name), 'utf8'))).filter(
        (s) => s.length >= 12 && s.length <= 200 && /\p{L}{3,} \p{L}{3,}/u.test(s) && !appSources.includes(s),
      );
      const distinct = [...new Set(phrases)];
      const step = Math.max(1, Math.floor(distinct.length / MARKERS_PER_FIXTURE_FILE));
      return distinct.filter((_, i) => i % step === 0).slice(0, MARKERS_PER_FIXTURE_FILE);
    });
}

describe('live bundle (dist/)', () => {
  it('contains no mock backend, faker, private key or fixture data', () => {
    const forbidden = [
      'miragejs',
      'pretender',
      '@faker-js',
      'faker',
      'mock-server',
      'demo01',
      'agent01',
      ...privateKeyMarkers(),
      ...fixtureMarkers(),
    ];
    const scanned = filesUnder(DIST).filter((file) => SCANNED_EXTENSIONS.has(extname(file)));
    expect(scanned.some((file) => file.endsWith('.js'))).toBe(true);

    const found = scanned.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [
        ...forbidden.filter((marker) => text.includes(marker)),
        ...PRIVATE_KEY_PATTERNS.filter((pattern) => pattern.test(text)).map(String),
      ].map((marker) => `${relative(DIST, file)}: ${marker}`);
    });
    expect(found).toEqual([]);
  });

  it("carries no demo screen's styles: none in its stylesheets, none inline in its pages", () => {
    const styled = filesUnder(DIST).filter((file) => ['.css', '.html'].includes(extname(file)));
    const withDemoRules = styled.filter((file) => /\.demo-[\w-]+\s*[{,.:]/.test(readFileSync(file, 'utf8')));
    expect(withDemoRules.map((file) => relative(DIST, file))).toEqual([]);
  });

  it("takes React Router's production build (its development build warns players in the console)", () => {
    const scripts = filesUnder(join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
    const withDevWarning = scripts.filter((file) => readFileSync(file, 'utf8').includes('No routes matched location'));
    expect(withDevWarning.map((file) => relative(DIST, file))).toEqual([]);
  });

  it('carries the pages’ inline scripts in the pages only: no script file repeats their text', () => {
    const scripts = filesUnder(join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
    const carrying = scripts.filter((file) => {
      const text = readFileSync(file, 'utf8');
      // A line of each that no name the build fills in breaks up.
      return [BOOT_SCRIPT.slice(0, 70), RUNTIME_CONFIG_SCRIPT.split('\n')[1]!].some((line) => text.includes(line));
    });
    expect(carrying.map((file) => relative(DIST, file))).toEqual([]);
  });

  it('has a page for every deep link and a 404.html fallback', () => {
    for (const page of [
      'index.html',
      '404.html',
      'm/index.html',
      'm/rng/index.html',
      'm/agent/team/overview/index.html',
    ]) {
      expect(existsSync(join(DIST, page)), page).toBe(true);
    }
    // Every route of the table has its page, but the demo's own screens (a fake chat, demo games…), which are not there.
    for (const route of ROUTES) {
      expect(existsSync(join(DIST, route.path, 'index.html')), route.path).toBe(!route.demoOnly);
    }
    // Each route page boots the same app (boot script, client entry, policy but for its inline scripts); only its frame and route differ.
    const bootOf = (page: string) => {
      const html = readFileSync(join(DIST, page), 'utf8');
      return [
        inlineScripts(html).includes(BOOT_SCRIPT),
        routerManifestOf(DIST, html)?.manifest.entry.module,
        policyOf(html).replace(/ 'sha256-[^']+'/g, ''),
      ];
    };
    expect(bootOf('m/rng/index.html')).toEqual(bootOf('index.html'));
    expect(bootOf('404.html')).toEqual(bootOf('index.html'));
    expect(bootOf('index.html').every(Boolean)).toBe(true);
  });

  it('ships a Content-Security-Policy that allows scripts from its own origin only, and the inline scripts of the page by their hashes', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const policy = policyOf(html);
    const hashes = [...new Set(inlineScripts(html).map(scriptHash))].sort();
    expect(hashes).toContain(scriptHash(BOOT_SCRIPT));
    // The deployment's optional config.json is asked for by the page's head, with its scripts.
    expect(hashes).toContain(scriptHash(RUNTIME_CONFIG_SCRIPT));
    expect(directiveOf(policy, 'script-src')).toBe(['script-src', "'self'", ...hashes].join(' '));
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it("ships the headers for static hosts: the pages' policy, allowing every page's inline scripts, plus frame-ancestors 'none', for Netlify, Cloudflare Pages and nginx", () => {
    const pages = ['index.html', 'm/rng/index.html', 'm/agent/team/overview/index.html', '404.html'].map((page) =>
      policyOf(readFileSync(join(DIST, page), 'utf8')),
    );
    const rules = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'));
    const header = headersForPath(rules, '/m/home')['content-security-policy'];
    expect(header.endsWith("; frame-ancestors 'none'")).toBe(true);
    const headerScripts = new Set(directiveOf(header, 'script-src').split(' '));
    for (const policy of pages) {
      for (const source of directiveOf(policy, 'script-src').split(' ')) expect(headerScripts).toContain(source);
      // Beyond the scripts, the same directives as the pages'.
      const rest = (text: string) => text.split('; ').filter((d) => !/^(script-src|frame-ancestors) /.test(d));
      expect(rest(header)).toEqual(rest(policy));
    }
    expect(readFileSync(join(DIST, 'nginx.conf.example'), 'utf8')).toContain(
      `add_header Content-Security-Policy "${header}" always;`,
    );
  });
});
