import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { loadEnv, type ResolvedConfig } from 'vite';
import { contentSecurityPolicy, inlineScripts, scriptHash, withPolicyMeta } from './csp.ts';
import { firebaseProjectFrom } from '../src/config/phone-verification.ts';
import { inlineStylesheets } from './inline-styles.ts';
import { localeChunk, withLocalePreload } from './locale-preload.ts';
import { languageFromEnv } from '../src/config/languages.ts';
import { writeServiceWorker } from './service-worker.ts';
import { writeStaticHostHeaders } from './static-host-headers.ts';

/** The build's output folder (dist/ or dist-demo/ by mode, vite.config.ts), handed to react-router.config.ts. */
export const OUT_DIR_VARIABLE = 'M_SITE_OUT_DIR';

/**
 * The build's output folder, absolute: OUT_DIR_VARIABLE's when it names one, else `fallback`, both
 * from the project's folder. The build empties it (finishStaticSite keeps only React Router's
 * output), so the project's folder, or one that holds it, is refused before anything is removed.
 */
export function siteOutDir(root: string, fallback: string): string {
  const outDir = resolve(root, process.env[OUT_DIR_VARIABLE] || fallback);
  const toProject = relative(outDir, resolve(root));
  if (toProject !== '..' && !toProject.startsWith(`..${sep}`)) {
    throw new Error(`${OUT_DIR_VARIABLE}: ${outDir} holds the project, and the build empties its output folder`);
  }
  return outDir;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/**
 * After React Router has built and prerendered the site (react-router.config.ts, `buildEnd`):
 * - its `client/` folder becomes the output folder itself, as static hosts, the e2e harness and
 *   the bench expect (`<out>/index.html`, `<out>/m/rng/index.html`, `<out>/assets/…`); the
 *   server build, used only to prerender, goes;
 * - the SPA fallback becomes `404.html`, which static hosts serve for any other path (it boots the
 *   app, which shows home there);
 * - every page carries its stylesheets inline (build/inline-styles.ts): its first paint waits for no request;
 * - every page asks for the default language's strings with its scripts (build/locale-preload.ts);
 * - live builds: every page gets the Content-Security-Policy as a `<meta>` that allows the inline
 *   scripts it carries (ours and React Router's: its context, its module loader) by their hashes
 *   and nothing else inline;
 * - `_headers` and `nginx.conf.example` carry the policy for every page, one header for the site:
 *   the same, with the hashes of all pages' inline scripts (build/static-host-headers.ts);
 * - last, once every file is final: the service worker and its precache (build/service-worker.ts).
 */
export async function finishStaticSite(viteConfig: ResolvedConfig): Promise<void> {
  const outDir = siteOutDir(viteConfig.root, 'dist');
  const client = join(outDir, 'client');
  for (const entry of await readdir(outDir)) if (entry !== 'client') await rm(join(outDir, entry), { recursive: true });
  for (const entry of await readdir(client)) await rename(join(client, entry), join(outDir, entry));
  await rm(client, { recursive: true });
  await rename(join(outDir, '__spa-fallback.html'), join(outDir, '404.html'));

  const pages = (await filesUnder(outDir)).filter((file) => file.endsWith('.html'));
  const env = loadEnv(viteConfig.mode, viteConfig.root, 'VITE_');
  const strings = await localeChunk(outDir, languageFromEnv(env.VITE_DEFAULT_LANG));
  const html = await Promise.all(
    pages.map(async (page) =>
      withLocalePreload(await inlineStylesheets(await readFile(page, 'utf8'), outDir), strings),
    ),
  );
  await Promise.all(pages.map((page, i) => writeFile(page, html[i])));

  const live = viteConfig.mode === 'production';
  let policy: string | null = null;
  if (live) {
    const sources = {
      apiBase: env.VITE_API_BASE,
      apiOrigin: env.VITE_API_ORIGIN,
      imageCdns: env.VITE_IMAGE_CDNS,
      phoneVerification: firebaseProjectFrom(env.VITE_PHONE_VERIFICATION) !== null,
    };
    const hashesOf = (texts: string[]) => [...new Set(texts.map(scriptHash))].sort();
    await Promise.all(
      pages.map((page, i) =>
        writeFile(page, withPolicyMeta(html[i], contentSecurityPolicy(sources, hashesOf(inlineScripts(html[i]))))),
      ),
    );
    policy = contentSecurityPolicy(sources, hashesOf(html.flatMap(inlineScripts)));
  }
  await writeStaticHostHeaders(outDir, policy);
  await writeServiceWorker(outDir);
}
