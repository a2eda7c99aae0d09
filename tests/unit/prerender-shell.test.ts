import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexHtmlTransformContext } from 'vite';
import { prerenderShell } from '../../build/prerender-shell';
import { ROUTES } from '../../src/config/paths';

const projectRoot = join(__dirname, '../..');
const indexHtml = readFileSync(join(projectRoot, 'index.html'), 'utf8');

/** The home page's HTML as the plugin writes it for a deployment whose default language is `language`. */
function homePage(language: string): string {
  const plugin = prerenderShell(ROUTES, { env: { VITE_DEFAULT_LANG: language }, projectRoot });
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => string };
  return hook.handler(indexHtml, { path: '/index.html', filename: join(projectRoot, 'index.html') });
}

describe('pre-painted shell', () => {
  it.each([
    ['TY', 'zh-CN', '首页'],
    ['EN', 'en', 'Home'],
    ['VI', 'vi', 'Trang chủ'],
  ])('names the default language (%s) in <html lang> and paints its text', (language, lang, homeLabel) => {
    const html = homePage(language);
    expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}">`, 'i'));
    expect(html).toContain(`<span class="bottom-menu__label">${homeLabel}</span>`);
  });
});
