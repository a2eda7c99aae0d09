// @vitest-environment node
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineStylesheets } from '../../build/inline-styles';

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'inline-styles-'));
  await mkdir(join(dir, 'assets'));
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(dir, 'assets', name), text)));
  return dir;
}

describe('inlineStylesheets (a prerendered page paints without waiting for its stylesheets)', () => {
  it('puts each stylesheet inline before its link, which stays for React but is never fetched', async () => {
    const dir = await site({ 'entry-a.css': '.app{color:red}', 'home-b.css': '.home{margin:0}' });
    const html =
      '<head><link rel="modulepreload" href="/assets/x.js"/><link rel="stylesheet" href="/assets/entry-a.css#"/>' +
      '<link rel="stylesheet" href="/assets/home-b.css"/></head>';
    expect(await inlineStylesheets(html, dir)).toBe(
      '<head><link rel="modulepreload" href="/assets/x.js"/>' +
        '<style>.app{color:red}</style><link rel="stylesheet" href="/assets/entry-a.css#" disabled=""/>' +
        '<style>.home{margin:0}</style><link rel="stylesheet" href="/assets/home-b.css" disabled=""/></head>',
    );
  });

  it('refuses a stylesheet that would end the <style> element early', async () => {
    const dir = await site({ 'bad.css': '.a{content:"</style><script>"}' });
    await expect(inlineStylesheets('<link rel="stylesheet" href="/assets/bad.css"/>', dir)).rejects.toThrow(
      /cannot be inlined/,
    );
  });
});
