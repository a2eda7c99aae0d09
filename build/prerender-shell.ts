import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { HTML_LANG, languageFromEnv } from '../src/config/languages.ts';
import { bootTags, FRAMED_ATTRIBUTE, takeEntryTags, type BootFiles } from './boot-script.ts';
import { defaultLanguageFolder, mockWorkerFile, routePreloader } from './route-preloads.ts';

/**
 * The app shell painted by the HTML itself, before any JavaScript runs: every route page
 * gets a static copy of its frame — brand bar or title bar, the bottom menu with its five entries
 * and the content skeleton React shows while a route loads — in the same markup and classes as
 * src/app/layout, so nothing moves when React takes over. The entry stylesheet is inlined so the
 * first paint waits for the HTML only.
 *
 * The skeleton sits in `#prepaint`, a sibling placed before `#root`, not inside it: React Router
 * renders nothing until the route's lazy module has loaded, and createRoot would clear a skeleton
 * inside #root at its first (empty) commit. src/main.tsx removes #prepaint in the same frame
 * React puts the real shell into #root.
 *
 * Text comes from the build's default language (locales/<VITE_DEFAULT_LANG>/common.json, TY unless
 * set), which `<html lang>` names too, and the brand from VITE_BRAND, as the app shows them to a
 * first-time visitor; the pieces that depend on the visitor (login buttons or balance) are neutral
 * shapes. Pages whose HTML has no `<!--app-shell-->` marker (the bench's floor pages) are left
 * alone, and PRERENDER_SHELL=off in the environment turns the plugin off (the bench's before/after
 * comparison).
 *
 * Each page asks for its scripts only once the shell has painted (build/boot-script.ts): the
 * entry, what its route needs at once and (demo) the mock's worker (build/route-preloads.ts);
 * ROUTE_PRELOADS=off leaves out the route's files and the worker.
 */
export interface ShellRoute {
  /** The route module: src/app/routes/<id>.tsx. */
  id: string;
  path: string;
  titleKey: string;
  header: 'none' | 'home' | 'back' | 'noBack';
  hideBottomMenu?: boolean;
  /** Opens with its top banner carousel: the skeleton draws its box on the brand artwork. */
  banner?: boolean;
}

export interface ShellOptions {
  /** Build-time VITE_* variables (brand, default language). */
  env: Record<string, string>;
  projectRoot: string;
}

const MARKER = '<!--app-shell-->';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
const BOTTOM_MENU = [
  { key: 'home', icon: 'home' },
  { key: 'promotions', icon: 'gift' },
  { key: 'deposit', icon: 'wallet' },
  { key: 'invite', icon: 'share' },
  { key: 'member', icon: 'user' },
] as const;
const STAR_PATH = 'M32 6l7.6 15.4 17 2.5-12.3 12 2.9 16.9L32 44.8 16.8 52.8l2.9-16.9-12.3-12 17-2.5z';
const DEFAULT_BRAND = 'Lucky Star';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The icon set's path data, read from the Icon component so the skeleton draws the same icons. */
function iconPaths(projectRoot: string): Record<string, string> {
  const source = readFileSync(join(projectRoot, 'src/components/ui/icon/Icon.tsx'), 'utf8');
  return Object.fromEntries([...source.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map((m) => [m[1], m[2]]));
}

function lookup(messages: unknown, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      messages,
    );
  return typeof value === 'string' ? value : '';
}

function shellMarkup(route: ShellRoute, brand: string, messages: unknown, icons: Record<string, string>): string {
  const icon = (name: string, size = 22) =>
    `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${icons[name] ?? ''}"/></svg>`;
  const t = (key: string) => escapeHtml(lookup(messages, key));

  const bar =
    route.header === 'none'
      ? `<header class="brand-bar"><span class="icon-button">${icon('menu')}</span>` +
        `<span class="brand-bar__logo"><svg width="26" height="26" viewBox="0 0 64 64"><path d="${STAR_PATH}" fill="#fbbf24"/></svg><span>${escapeHtml(brand)}</span></span>` +
        `<span class="brand-bar__end"><span class="prepaint__pill"></span><span class="prepaint__pill prepaint__pill--gold"></span></span></header>`
      : `<header class="title-bar">${route.header === 'noBack' ? '' : `<span class="icon-button title-bar__back">${icon('back')}</span>`}` +
        `<div class="title-bar__title">${t(route.titleKey)}</div></header>`;

  const boxes = (height: number, count: number) =>
    Array.from({ length: count }, () => `<div class="skeleton" style="height:${height}px"></div>`).join('');
  // As src/app/layout/PageSkeleton.tsx draws it.
  const rest = `<div class="page-skeleton__row">${boxes(96, 4)}</div>${boxes(120, 1)}`;
  const skeleton = route.banner
    ? `<div><div class="banner banner--hero"></div><div class="page page-skeleton">${rest}</div></div>`
    : `<div class="page page-skeleton">${boxes(150, 1)}${rest}</div>`;
  const content = `<main class="app__main"><div class="app__route">${skeleton}</div></main>`;

  const menu = route.hideBottomMenu
    ? ''
    : `<nav class="bottom-menu">${BOTTOM_MENU.map(({ key, icon: name }) =>
        key === 'deposit'
          ? `<span class="bottom-menu__item bottom-menu__item--deposit"><span class="bottom-menu__deposit-icon">${icon(name, 26)}</span><span class="bottom-menu__label">${t(`nav.${key}`)}</span></span>`
          : // Links wrap their icon in a span, the invite button does not (as BottomMenu renders them).
            `<span class="bottom-menu__item">${key === 'invite' ? icon(name) : `<span>${icon(name)}</span>`}<span class="bottom-menu__label">${t(`nav.${key}`)}</span></span>`,
      ).join('')}</nav>`;

  return `<div id="prepaint" class="app${route.hideBottomMenu ? ' app--no-bottom' : ''}" aria-hidden="true">${bar}${content}${menu}</div>`;
}

/** Skeleton-only rules (the rest is the app's own stylesheet, inlined); no shell in another site's frame (build/boot-script.ts). */
const PREPAINT_CSS =
  '.prepaint__pill{display:block;width:52px;height:32px;border-radius:999px;border:1px solid rgba(255,255,255,.55)}' +
  '.prepaint__pill--gold{border:0;background:var(--g-gold)}' +
  `[${FRAMED_ATTRIBUTE}] #prepaint{display:none}`;

export function prerenderShell(routes: readonly ShellRoute[], { env, projectRoot }: ShellOptions): Plugin {
  let outDir = 'dist';
  /** The built index.html with the stylesheet inlined and the marker still in place. */
  let template: string | null = null;
  const language = defaultLanguageFolder(env);
  const htmlLang = HTML_LANG[languageFromEnv(env.VITE_DEFAULT_LANG)];
  const messages = JSON.parse(readFileSync(join(projectRoot, `locales/${language}/common.json`), 'utf8')) as unknown;
  const icons = iconPaths(projectRoot);
  const brand = env.VITE_BRAND || DEFAULT_BRAND;
  const home = routes.find((route) => route.path === '/m/home') ?? routes[0];
  let preloadsFor: (id: string) => string[] = () => [];
  let worker: string | undefined;
  /** Vite's entry files, taken out of the template: the boot script asks for them after the first paint. */
  let entryFiles: Pick<BootFiles, 'entry' | 'preload'> | null = null;
  const pageFor = (route: ShellRoute) => {
    const page = template!.replace(MARKER, shellMarkup(route, brand, messages, icons));
    if (!entryFiles) return page;
    const boot = bootTags({
      ...entryFiles,
      worker: worker && `/${worker}`,
      route: preloadsFor(route.id).map((file) => `/${file}`),
    });
    return page.replace('</head>', `  ${boot}\n  </head>`);
  };

  return {
    name: 'prerender-shell',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!html.includes(MARKER) || process.env.PRERENDER_SHELL === 'off') return html;
        if (ctx.bundle && process.env.ROUTE_PRELOADS !== 'off') {
          preloadsFor = routePreloader(ctx.bundle, { language });
          worker = mockWorkerFile(ctx.bundle);
        }
        const taken = takeEntryTags(html);
        entryFiles = taken && { entry: taken.entry, preload: taken.preload };
        template = (taken?.html ?? html)
          .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang}">`)
          .replace(STYLESHEET_LINK, (link, file: string) => {
            const asset = ctx.bundle?.[file];
            if (!asset || asset.type !== 'asset') return link;
            // The print-only link keeps the file known to Vite's preload helper, which would
            // otherwise fetch and apply it again when a lazy chunk lists it as a dependency.
            return `<style>${String(asset.source)}${PREPAINT_CSS}</style>\n    <link rel="stylesheet" media="print" href="/${file}">`;
          });
        return pageFor(home);
      },
    },
    // After route-pages has copied index.html to every route folder (writeBundle): give each
    // route page its own frame (title bar, no bottom menu…).
    closeBundle: {
      order: 'post',
      async handler() {
        if (!template) return;
        await Promise.all(
          routes
            .filter((route) => route !== home)
            .map(async (route) => {
              const file = join(outDir, route.path.replace(/^\/+|\/+$/g, ''), 'index.html');
              await mkdir(join(file, '..'), { recursive: true });
              await writeFile(file, pageFor(route));
            }),
        );
      },
    },
  };
}
