import { STORAGE_KEYS } from '@/lib/storage-keys';
import { isArrayOf, isString } from '@/lib/guards';
import { readJson, writeJson } from '@/lib/storage';
import { watchFailedStylesheets } from '@/lib/failed-stylesheets';

/**
 * What the page does when a lazily loaded file (a route's code, a widget, their stylesheets) fails
 * to arrive. The import fails and the route's error view shows (src/app/gates/RouteError.tsx),
 * whose "Try again" imports again (src/lib/retryable-import.ts). Two things here make that retry work:
 * - Vite's preload helper asks for a stylesheet once per page, failed or not: the screen would
 *   come back unstyled. A failed stylesheet link is taken out, and linked again before the retry
 *   (src/lib/failed-stylesheets.ts).
 * - After a deploy, the hashed files this page names are gone for good: no retry brings them back,
 *   a new page does (it names the new files). Vite's helper reports each failed import as a
 *   `vite:preloadError` event; when the file is gone, the page reloads, once per missing file per
 *   tab session (remembered in sessionStorage), so a file the new page lacks too cannot make it
 *   reload forever. Offline, or with the file still there (a passing network failure), it does not.
 */
export function handleFailedImports(reload: () => void = () => window.location.reload()): void {
  watchFailedStylesheets();
  window.addEventListener('vite:preloadError', (event) => {
    void reloadIfGone((event as Event & { payload?: unknown }).payload, reload);
  });
}

/** The same-origin file a failed import's message names, if it names one (Safari's does not). */
function failedFile(error: unknown): string | null {
  const url = /https?:\/\/[^\s'"]+/.exec(error instanceof Error ? error.message : String(error))?.[0];
  if (!url) return null;
  try {
    // The file itself, whatever address a retry asked for it under (src/lib/retryable-import.ts).
    return new URL(url).origin === window.location.origin ? url.replace(/\?retry=\d+$/, '') : null;
  } catch {
    return null;
  }
}

/** The host answers the file with an error, or with a page (hosts that answer every path with index.html). */
async function isGone(file: string): Promise<boolean> {
  try {
    const response = await fetch(file, { method: 'HEAD', cache: 'no-store' });
    return !response.ok || (response.headers.get('Content-Type') ?? '').includes('text/html');
  } catch {
    return false;
  }
}

/** The files whose absence has reloaded this tab already. */
const reloadedFor = (): string[] =>
  readJson(STORAGE_KEYS.reloadedForMissingFiles, isArrayOf(isString), 'session') ?? [];

/** Reloads the page once when the file a failed import names is gone (a deploy replaced it). */
export async function reloadIfGone(error: unknown, reload: () => void = () => window.location.reload()): Promise<void> {
  if (!navigator.onLine) return;
  const file = failedFile(error);
  if (file && !(await isGone(file))) return;
  const missing = file ?? String(error);
  if (reloadedFor().includes(missing)) return;
  // Without session storage nothing would stop the new page from reloading in turn: no reload then.
  if (writeJson(STORAGE_KEYS.reloadedForMissingFiles, [...reloadedFor(), missing], 'session')) reload();
}
