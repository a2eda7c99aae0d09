// @vitest-environment node
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localeChunk, withLocalePreload } from '../../build/locale-preload';

async function assets(names: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'locale-preload-'));
  await mkdir(join(dir, 'assets'));
  await Promise.all(names.map((name) => writeFile(join(dir, 'assets', name), '')));
  return dir;
}

describe("the default language's strings asked for with the page's scripts", () => {
  it('finds the chunk of a language (vite.config.ts names them locale-<language>)', async () => {
    const dir = await assets(['locale-en-a1.js', 'locale-ty-B2_c.js', 'entry.client-x.js']);
    expect(await localeChunk(dir, 'TY')).toBe('locale-ty-B2_c.js');
    expect(await localeChunk(dir, 'PT')).toBeNull();
  });

  it('preloads it after the page’s scripts, so the route’s code still comes first', () => {
    const page =
      '<head><link rel="modulepreload" href="/assets/entry.client-x.js"/>' +
      '<link rel="modulepreload" href="/assets/home-y.js"/><style></style></head>';
    expect(withLocalePreload(page, 'locale-ty-z.js')).toBe(
      '<head><link rel="modulepreload" href="/assets/entry.client-x.js"/>' +
        '<link rel="modulepreload" href="/assets/home-y.js"/>' +
        '<link rel="modulepreload" href="/assets/locale-ty-z.js"/><style></style></head>',
    );
  });

  it('leaves a page without scripts, or a build without the chunk, as it is', () => {
    expect(withLocalePreload('<head></head>', 'locale-ty-z.js')).toBe('<head></head>');
    const page = '<head><link rel="modulepreload" href="/assets/a.js"/></head>';
    expect(withLocalePreload(page, null)).toBe(page);
  });
});
