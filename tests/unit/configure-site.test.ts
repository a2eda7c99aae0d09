// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configureSite, DEPLOYMENT_SETTINGS_ID } from '../../scripts/configure-site.mjs';
import { DEPLOYMENT_SETTINGS_ID as PAGE_BLOCK_ID } from '../../src/config/runtime';

const block = (text: string) => `<script id="${DEPLOYMENT_SETTINGS_ID}" type="application/json">${text}</script>`;
const page = (text = '') => `<html><head>${block(text)}<script>boot()</script></head><body></body></html>`;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A live build's folder: two pages with the block, one page without, and the service worker's precache. */
function site() {
  const dir = mkdtempSync(join(tmpdir(), 'configure-site-'));
  mkdirSync(join(dir, 'm/home'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), page());
  writeFileSync(join(dir, 'm/home/index.html'), page());
  writeFileSync(join(dir, 'app-guide.html'), '<html><head></head></html>');
  writeFileSync(
    join(dir, 'sw.js'),
    'e([{url:"index.html",revision:"aaa"},{url:"m/home",revision:"bbb"},{url:"app-guide.html",revision:"ccc"}])',
  );
  return dir;
}

describe('configure-site (a deployment writes its settings into its pages)', () => {
  let dir: string;
  beforeEach(() => {
    dir = site();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names the same block as the page renders', () => {
    expect(DEPLOYMENT_SETTINGS_ID).toBe(PAGE_BLOCK_ID);
  });

  it('writes the settings into every page with the block, and their new revisions into the precache', () => {
    expect(configureSite(dir, { brand: 'Other', merchantCode: '</script><b>' })).toHaveLength(2);
    const home = readFileSync(join(dir, 'm/home/index.html'), 'utf8');
    expect(home).toContain(block('{"brand":"Other","merchantCode":"\\u003c/script>\\u003cb>"}'));
    expect(readFileSync(join(dir, 'app-guide.html'), 'utf8')).toBe('<html><head></head></html>');
    const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(worker).toContain(`{url:"m/home",revision:"${md5(home)}"}`);
    expect(worker).toContain(`{url:"index.html",revision:"${md5(readFileSync(join(dir, 'index.html'), 'utf8'))}"}`);
    expect(worker).toContain('{url:"app-guide.html",revision:"ccc"}');
  });

  it('says "no settings of its own" without a settings file, and replaces earlier settings when run again', () => {
    configureSite(dir, { brand: 'Other' });
    configureSite(dir);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(page('{}'));
  });

  it('refuses settings that are not an object, and a folder whose pages have no block (a demo build, another folder)', () => {
    expect(() => configureSite(dir, ['brand'])).toThrow('JSON object');
    expect(() => configureSite(dir, null)).toThrow('JSON object');
    const other = mkdtempSync(join(tmpdir(), 'configure-site-'));
    writeFileSync(join(other, 'index.html'), '<html></html>');
    expect(() => configureSite(other)).toThrow('no page with a settings block');
    rmSync(other, { recursive: true, force: true });
  });
});
