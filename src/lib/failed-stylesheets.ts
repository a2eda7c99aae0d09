/**
 * Stylesheets of lazily loaded code that failed to arrive (offline, a passing network error).
 * Vite's preload helper asks for a stylesheet once per page, failed or not, so code imported again
 * would come back unstyled: a failed stylesheet link is taken out, and linked again before the
 * next attempt (src/lib/retryable-import.ts).
 */

/** Failed stylesheet links by address. */
const failedStylesheets = new Map<string, HTMLLinkElement>();

function takeOutFailedStylesheet({ target }: Event): void {
  if (!(target instanceof HTMLLinkElement) || target.rel !== 'stylesheet') return;
  target.remove();
  failedStylesheets.set(target.href, target);
}

/** Start noting failed stylesheet links (an `error` event does not bubble: listened to while capturing). */
export function watchFailedStylesheets(): void {
  document.addEventListener('error', takeOutFailedStylesheet, true);
}

/** Links again every stylesheet that failed to load; settles once each has loaded or failed again. */
export function relinkFailedStylesheets(): Promise<void> {
  const links = [...failedStylesheets.values()].map((failed) => failed.cloneNode() as HTMLLinkElement);
  failedStylesheets.clear();
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((settle) => {
          link.addEventListener('load', () => settle());
          link.addEventListener('error', () => settle());
          document.head.appendChild(link);
        }),
    ),
  ).then(() => undefined);
}
