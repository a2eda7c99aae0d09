/**
 * Run `callback` once the page has loaded and the browser has had an idle moment, at most
 * `timeoutMs` after the load (without requestIdleCallback: at the next task after the load).
 */
export function whenLoadedAndIdle(callback: () => void, timeoutMs: number): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(callback, { timeout: timeoutMs }) : setTimeout(callback, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
