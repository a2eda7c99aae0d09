import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { HTML_LANG, languageFromEnv } from '@/config/languages';
import { DEPLOYMENT_SETTINGS_ID, RUNTIME_CONFIG_SCRIPT } from '@/config/runtime';
import { BOOT_SCRIPT } from './boot-script';
import { queryClient } from './query-client';
import { takeRouteCodeBeforeNavigating } from './route-code';
import { RouteError } from './gates/RouteError';
import { ShellSkeleton } from './layout/ShellSkeleton';
import '@/styles/global.css';

/** The language the pages are prerendered in; the app sets `<html lang>` again when the visitor's differs (src/lib/i18n.ts). */
const PAGE_LANG = HTML_LANG[languageFromEnv(import.meta.env.VITE_DEFAULT_LANG)];

/** The document of every page (what index.html was). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={PAGE_LANG} suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        {/* Before anything else: the link token leaves the address, a foreign frame is marked (src/app/boot-script.ts).
            Our inline scripts are written into the HTML at build time only: they run as the page is parsed, so the
            client bundle does not carry their text (hydration keeps it: React leaves a script's inner HTML as found). */}
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? BOOT_SCRIPT : '' }} suppressHydrationWarning />
        <meta name="referrer" content="no-referrer" />
        {/* Live builds: the deployment's settings from the page (written by `npm run configure-site`), else its
            optional config.json asked for with the page's scripts (src/config/runtime.ts). */}
        {import.meta.env.MODE !== 'demo' && (
          <>
            <script
              id={DEPLOYMENT_SETTINGS_ID}
              type="application/json"
              dangerouslySetInnerHTML={{ __html: '' }}
              suppressHydrationWarning
            />
            <script
              dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? RUNTIME_CONFIG_SCRIPT : '' }}
              suppressHydrationWarning
            />
          </>
        )}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#3b1d8f" />
        <meta name="description" content="Slots, live casino, sports and lottery on your phone." />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* The installable web app (public/manifest.webmanifest; its worker: src/lib/app-worker.ts), in the page from the start. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/app-icon-192.png" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-status-bar-style" content="black-translucent" />
        <title>Lucky Star</title>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** The query client is one for the page (src/app/query-client.ts): route modules' clientLoaders fill the same cache. */
export default function Root() {
  // Once the router runs (it is made as the page hydrates): a route whose code fails to arrive shows its error view.
  useEffect(takeRouteCodeBeforeNavigating, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export const ErrorBoundary = RouteError;

/**
 * The page for paths the build did not prerender (404.html, which static hosts serve for any
 * unknown path): only this route is known there, and the frame is home's, as unknown paths show home.
 */
export const HydrateFallback = ShellSkeleton;
