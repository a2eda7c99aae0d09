/**
 * Counts the API calls the app makes, as `METHOD /path`: an init script keeps a counter outermost
 * around `window.fetch` (Mirage and the offline switch replace it after start), since calls answered
 * by the in-page mock never reach the network where `page.on('request')` would see them.
 *
 *   await countApiCalls(page);                      // before the page loads
 *   expect(await apiCalls(page, 'deposit')).toBe(1);
 */
import type { Page } from 'playwright-core';
import { ENDPOINTS, type EndpointName } from '../../../src/api/endpoints';

export async function countApiCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = ((window as unknown as { __apiCalls: string[] }).__apiCalls = []);
    let current = window.fetch;
    let inside = false;
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      set: (next: typeof fetch) => (current = next),
      get: () => {
        const target = current;
        return (input: RequestInfo | URL, init?: RequestInit) => {
          // Each wrapper in the chain reads window.fetch again: count the outermost call only.
          const outermost = !inside;
          if (outermost) {
            const url = new URL(input instanceof Request ? input.url : String(input), location.href);
            // Every endpoint's path is under /wps/ (src/api/endpoints); the app's own files that it fetches
            // (a route's code ahead of a tap, src/app/route-files.ts) are not calls.
            if (url.pathname.startsWith('/wps/')) calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
          }
          inside = true;
          try {
            return target(input, init);
          } finally {
            if (outermost) inside = false;
          }
        };
      },
    });
  });
}

/** How many times the app called `name` since the page's last load. */
export function apiCalls(page: Page, name: EndpointName): Promise<number> {
  const { method, path } = ENDPOINTS[name];
  return page.evaluate(
    (c) => (window as unknown as { __apiCalls: string[] }).__apiCalls.filter((made) => made === c).length,
    `${method} ${path}`,
  );
}
