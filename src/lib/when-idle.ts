/**
 * Run `callback` once the page has loaded and the browser has had an idle moment, at most
 * `timeoutMs` after the load (without requestIdleCallback: at the next task after the load).
 */
export function whenLoadedAndIdle(callback: () => void, timeoutMs: number): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(callback, { timeout: timeoutMs }) : setTimeout(callback, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
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
