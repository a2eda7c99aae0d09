/**
 * Runs `task` for each queued item, at most once per `intervalMs` (the first at once). Unlike a
 * plain throttle it never drops an item: every announcement opened gets its own mark-read call.
 */
export function createThrottledQueue<T>(task: (item: T) => Promise<unknown>, intervalMs: number) {
  const queue: T[] = [];
  let lastRun = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const drain = () => {
    timer = null;
    const item = queue.shift();
    if (item === undefined) return;
    lastRun = Date.now();
    void task(item).catch(() => undefined);
    if (queue.length > 0) timer = setTimeout(drain, intervalMs);
  };

  return (item: T) => {
    if (queue.includes(item)) return;
    queue.push(item);
    if (timer) return;
    const wait = Math.max(0, lastRun + intervalMs - Date.now());
    if (wait === 0) drain();
    else timer = setTimeout(drain, wait);
  };
}
