/**
 * A route's files (its module, the modules it imports, its stylesheets) fetched into the HTTP cache
 * before its import (./route-code.tsx) or ahead of a tap (./route-preload.ts): each file once per
 * page, and again after a failure. Files the page itself has loaded are not asked for again.
 */
const arrivals = new Map<string, Promise<boolean>>();

const withoutFragment = (url: string) => url.split('#')[0];

/** The page's own module scripts, module preloads and stylesheets: the app runs, so they arrived. */
function loadedByPage(url: string): boolean {
  return [
    ...document.querySelectorAll('script[type="module"][src], link[rel="modulepreload"], link[rel="stylesheet"]'),
  ].some((element) => {
    const address = element.getAttribute('src') ?? element.getAttribute('href');
    return !!address && withoutFragment(new URL(address, window.location.href).href) === url;
  });
}

/**
 * Whether `file` arrived. Its body is read to the end: the HTTP cache keeps an answer whole only
 * then, and holds other requests for the same address while one is still being read.
 */
export function fileArrived(file: string): Promise<boolean> {
  const url = withoutFragment(new URL(file, window.location.href).href);
  let arrival = arrivals.get(url);
  if (!arrival) {
    arrival = loadedByPage(url)
      ? Promise.resolve(true)
      : fetch(url).then(
          async (response) => response.ok && (await response.arrayBuffer().then(() => true)),
          () => false,
        );
    arrivals.set(url, arrival);
    void arrival.then((arrived) => arrived || arrivals.delete(url));
  }
  return arrival;
}
