import { HTML_LANG } from '../config/languages';
import { LINK_TOKEN_GLOBAL, LINK_TOKEN_PARAM } from '../config/link-token';
import { STORAGE_KEYS } from '../lib/storage-keys';

/** Set on `<html>` in a frame of another origin: the prerendered frame stays hidden (global.css). */
export const FRAMED_ATTRIBUTE = 'data-framed';

/**
 * Set on `<html>` when the visitor chose another language than the pages are prerendered in (`?lang=`, else
 * the remembered choice): the frame's words wait for the app rather than show in a language the
 * visitor did not choose (global.css).
 */
export const FRAME_IN_OTHER_LANGUAGE = 'data-frame-other-language';

/** Set by the boot script when the page's own module script failed to load (src/app/route-code.tsx). */
export const ROUTE_MODULES_FAILED = '__routeModulesFailed';

declare global {
  interface Window {
    [ROUTE_MODULES_FAILED]?: boolean;
  }
}

/**
 * The one inline script of our own in every page's `<head>` (src/app/root.tsx), run before the
 * first paint and before any module (ES5). It takes a session token out of the address
 * (src/config/link-token.ts): the page's requests carry no Referer anyway (`<meta name="referrer">`),
 * and this keeps it out of history, bookmarks and screenshots from the first paint on. In a frame
 * of another origin it marks the page, so the prerendered frame does not paint
 * (src/app/framing.ts makes the same check before React starts). A visitor who chose another language
 * than the page's gets its frame without words. When the page's module script
 * fails (a route's file gone after a deploy, or offline), nothing of the app would start: it
 * starts the client entry itself, which loads what it can and shows the route's error view
 * (src/app/route-code.tsx). The live build's CSP allows it by its hash, like React Router's own
 * inline scripts (build/static-site.ts).
 */
export const BOOT_SCRIPT = /* @__PURE__ */ bootScriptText();

/** The script's text (a function, so a client bundle that never writes it drops it: src/app/root.tsx). */
function bootScriptText(): string {
  return `(function () {
  try {
    var link = new URLSearchParams(location.search);
    if (link.has('${LINK_TOKEN_PARAM}')) {
      window.${LINK_TOKEN_GLOBAL} = link.get('${LINK_TOKEN_PARAM}');
      link.delete('${LINK_TOKEN_PARAM}');
      var rest = link.toString();
      history.replaceState(history.state, '', location.pathname + (rest ? '?' + rest : '') + location.hash);
    }
  } catch (error) {}
  var framed = false;
  try {
    framed = window.top !== window.self && window.top.location.origin !== window.location.origin;
  } catch (error) {
    framed = true;
  }
  if (framed) document.documentElement.setAttribute('${FRAMED_ATTRIBUTE}', '');
  try {
    var chosen = new URLSearchParams(location.search).get('lang') || localStorage.getItem('${STORAGE_KEYS.language}') || '';
    var tag = ${JSON.stringify(HTML_LANG)}[chosen.toUpperCase()];
    if (tag && tag !== document.documentElement.lang) document.documentElement.setAttribute('${FRAME_IN_OTHER_LANGUAGE}', '');
  } catch (error) {}
  document.addEventListener('error', function (event) {
    var script = event.target;
    if (!script || script.tagName !== 'SCRIPT' || script.type !== 'module' || script.src || window.${ROUTE_MODULES_FAILED}) return;
    window.${ROUTE_MODULES_FAILED} = true;
    var entry = document.querySelector('link[rel="modulepreload"][href*="/entry.client-"]');
    if (entry) import(entry.getAttribute('href'));
  }, true);
})();`;
}
