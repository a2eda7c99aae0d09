import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A stylesheet link as React Router's `<Links>` renders it into a prerendered page. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)(#?)"\/>/g;

/**
 * The page's stylesheets inline, so its first paint (the prerendered frame) waits for no request:
 * on a slow phone network each blocking stylesheet cost a round trip before anything showed. Each
 * `<link>` stays where React hydrates it, `disabled` (never fetched; React 19 leaves attributes it
 * did not render alone and skips the extra `<style>` in the head), and its rules come from the
 * `<style>` before it. Later routes' stylesheets load as usual.
 */
export async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const hrefs = [...new Set([...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]))];
  const css = new Map(
    await Promise.all(hrefs.map(async (href) => [href, await readFile(join(outDir, href), 'utf8')] as const)),
  );
  return html.replace(STYLESHEET_LINK, (_, href: string, hash: string) => {
    const rules = css.get(href)!;
    if (rules.includes('</style')) throw new Error(`${href} cannot be inlined: it contains "</style"`);
    return `<style>${rules}</style><link rel="stylesheet" href="${href}${hash}" disabled=""/>`;
  });
}
