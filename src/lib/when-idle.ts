/** Resolves once the page has loaded (its HTML's scripts and modulepreloads included). */
export function whenLoaded(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** Run `callback` at the browser's next idle moment, at most `timeoutMs` from now (without requestIdleCallback: at the next task). */
export function whenIdle(callback: () => void, timeoutMs: number): void {
  if (window.requestIdleCallback) window.requestIdleCallback(callback, { timeout: timeoutMs });
  else setTimeout(callback, 0);
}

/** Run `callback` once the page has loaded and the browser has had an idle moment, at most `timeoutMs` after the load. */
export function whenLoadedAndIdle(callback: () => void, timeoutMs: number): void {
  void whenLoaded().then(() => whenIdle(callback, timeoutMs));
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the work after `await nextTask()` does not lengthen the current
 * one: `scheduler.yield()` where the browser has it (it resumes ahead of other queued work),
 * else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
