/**
 * Makes the site an installable web app: the manifest link, the iOS home-screen metas and the service
 * worker (public/manifest.webmanifest, public/sw.js). Started home screen, it runs standalone, which
 * `isStandaloneDisplay()` detects (the download bar then hides).
 */
const HEAD_TAGS: { tag: 'link' | 'meta'; attrs: Record<string, string> }[] = [
  { tag: 'link', attrs: { rel: 'manifest', href: `${import.meta.env.BASE_URL}manifest.webmanifest` } },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${import.meta.env.BASE_URL}icons/app-icon-192.png` } },
  { tag: 'meta', attrs: { name: 'apple-mobile-web-app-capable', content: 'yes' } },
  { tag: 'meta', attrs: { name: 'mobile-web-app-capable', content: 'yes' } },
  { tag: 'meta', attrs: { name: 'apple-mobile-web-app-status-bar-style', content: 'black-translucent' } },
];

export function installWebApp(doc: Document = document, nav: Navigator = navigator): void {
  for (const { tag, attrs } of HEAD_TAGS) {
    const selector = tag === 'link' ? `link[rel="${attrs.rel}"]` : `meta[name="${attrs.name}"]`;
    if (doc.head.querySelector(selector)) continue;
    const el = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    doc.head.append(el);
  }
  // Not in the dev server: a worker there would outlive hot reloads.
  if (!import.meta.env.DEV && 'serviceWorker' in nav) {
    nav.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined);
  }
}
