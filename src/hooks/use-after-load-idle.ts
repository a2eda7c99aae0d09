import { useEffect, useState } from 'react';
import { whenLoadedAndIdle } from '@/lib/when-idle';

/** The longest the page waits for an idle moment after its load before it renders what waits for one. */
export const AFTER_LOAD_IDLE_TIMEOUT_MS = 2_000;

let reached = false;
let afterLoadIdle: Promise<void> | null = null;

function loadedAndIdle(): Promise<void> {
  afterLoadIdle ??= new Promise<void>((resolve) =>
    whenLoadedAndIdle(() => {
      reached = true;
      resolve();
    }, AFTER_LOAD_IDLE_TIMEOUT_MS),
  );
  return afterLoadIdle;
}

/**
 * False until the page has loaded and the browser has had an idle moment (at most
 * AFTER_LOAD_IDLE_TIMEOUT_MS after the load), then true for the rest of the visit. For what no
 * first screen needs (the download bar, the floating service buttons, the footer): their code,
 * renders and layout then do not compete with the route's own content while it loads
 * (docs/performance.md, round 7). Screens opened later get them at once.
 */
export function useAfterLoadIdle(): boolean {
  const [ready, setReady] = useState(reached);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void loadedAndIdle().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}
