import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

/** The chunk of one language's strings (vite.config.ts names them `locale-<language>`), or null. */
export async function localeChunk(outDir: string, language: string): Promise<string | null> {
  const name = new RegExp(`^locale-${language.toLowerCase()}-[\\w-]+\\.js$`);
  return (await readdir(join(outDir, 'assets'))).find((file) => name.test(file)) ?? null;
}

/**
 * The build's default language's strings asked for with the page's scripts, after them: the app
 * renders its first screen once they are in, and it would otherwise ask for them only once its own
 * code has run, a round trip after everything else. A visitor in another language loads theirs once
 * the app's code runs (and this file for nothing: a few KB).
 */
export function withLocalePreload(html: string, chunk: string | null): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)];
  const last = preloads.at(-1);
  if (!chunk || !last) return html;
  const at = last.index + last[0].length;
  return `${html.slice(0, at)}<link rel="modulepreload" href="/assets/${chunk}"/>${html.slice(at)}`;
}
