/**
 * Stylesheets of lazily loaded code that failed to arrive (offline, a passing network error).
 * Vite's preload helper asks for a stylesheet once per page, failed or not, so code imported again
 * would come back unstyled: a failed stylesheet link is taken out, and linked again before the
 * next attempt (src/lib/retryable-import.ts).
 */

/** Failed stylesheet links by address. */
const failedStylesheets = new Map<string, HTMLLinkElement>();

/** A link React renders (the routes' stylesheets, React Router's `<Links>`): React must find it where it put it. */
const managedByReact = (link: HTMLLinkElement) => Object.keys(link).some((key) => key.startsWith('__reactFiber$'));

/**
 * React Router's own style prefetch before a route renders: it sets the link's `onerror`, takes the
 * link out itself and asks again on the route's next load, so it is not ours to link again (that
 * left a second copy beside the route's `<Links>` one).
 */
const prefetchedByRouter = (link: HTMLLinkElement) => link.onerror !== null;

function takeOutFailedStylesheet({ target }: Event): void {
  if (!(target instanceof HTMLLinkElement) || target.rel !== 'stylesheet' || prefetchedByRouter(target)) return;
  if (!managedByReact(target)) target.remove();
  failedStylesheets.set(target.href, target);
}

/** The failed link asked for again: a copy of Vite's link, React's own link put back in its place (which fetches it anew). */
function linkAgain(failed: HTMLLinkElement): HTMLLinkElement {
  if (failed.isConnected && failed.parentNode) {
    failed.parentNode.insertBefore(failed, failed.nextSibling);
    return failed;
  }
  const link = failed.cloneNode() as HTMLLinkElement;
  document.head.appendChild(link);
  return link;
}

/** Start noting failed stylesheet links (an `error` event does not bubble: listened to while capturing). */
export function watchFailedStylesheets(): void {
  document.addEventListener('error', takeOutFailedStylesheet, true);
}

/** Links again every stylesheet that failed to load; settles once each has loaded or failed again. */
export function relinkFailedStylesheets(): Promise<void> {
  const failed = [...failedStylesheets.values()];
  failedStylesheets.clear();
  return Promise.all(
    failed.map(
      (link) =>
        new Promise<void>((settle) => {
          const again = linkAgain(link);
          again.addEventListener('load', () => settle(), { once: true });
          again.addEventListener('error', () => settle(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
