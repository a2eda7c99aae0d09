import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Static hosts know nothing of client-side routes: a deep link like /m/rng must find a file.
 * After the bundle is written, copy the built index.html to `<route path>/index.html` for every
 * route, to the home aliases a folder can represent (/m/ → m/index.html, which also answers
 * /m/index.html itself), and to 404.html, which hosts serve for any other path and which boots
 * the app too (unknown paths show home). Assets are referenced from the site root (base '/'),
 * so the same HTML works at any depth.
 */
export function routePages(routePaths: readonly string[]): Plugin {
  let outDir = 'dist';
  return {
    name: 'route-pages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(options) {
      const dir = options.dir ?? outDir;
      const html = await readFile(join(dir, 'index.html'), 'utf8');
      const targets = new Set(['404.html', 'm/index.html']);
      for (const path of routePaths) targets.add(`${path.replace(/^\/+|\/+$/g, '')}/index.html`);
      await Promise.all(
        [...targets].map(async (target) => {
          const file = join(dir, target);
          await mkdir(join(file, '..'), { recursive: true });
          await writeFile(file, html);
        }),
      );
    },
  };
}
