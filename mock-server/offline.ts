/**
 * `mock.offline=1`: every call fails as a network error, and the browser reports itself offline
 * (navigator.onLine and the online/offline events), so the app behaves as on a dead connection.
 */
export function installNetworkSwitch(initiallyOffline: boolean): { update(offline: boolean): void } {
  let offline = initiallyOffline;
  const mirageFetch = window.fetch;
  window.fetch = (input, init) => {
    if (offline && isApiCall(input)) return Promise.reject(new TypeError('Failed to fetch'));
    return mirageFetch(input, init);
  };
  const browserSaidOnline = window.navigator.onLine;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
  // The app has read the browser's answer already: a page opened with the phone offline (from the
  // service worker's precache) would wait for a network the demo does not need. Say the switch's.
  if (browserSaidOnline === offline) window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  return {
    update(next) {
      if (next === offline) return;
      offline = next;
      window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
    },
  };
}

export function isApiCall(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, window.location.href).pathname.includes('/wps/');
}
