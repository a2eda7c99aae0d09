import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { whenIdle, whenLoaded } from '@/lib/when-idle';

/**
 * The longest the page waits, once loaded, for the first screen's calls to settle, and then again
 * for an idle moment, before it renders what waits for both.
 */
export const AFTER_LOAD_IDLE_TIMEOUT_MS = 2_000;

let reached = false;
let afterLoadIdle: Promise<void> | null = null;

/** Resolves when no query is fetching (at once if none is), or after `timeoutMs`. */
function callsSettled(queryClient: QueryClient, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => queryClient.isFetching() === 0 && settle());
    const timer = setTimeout(settle, timeoutMs);
    if (queryClient.isFetching() === 0) settle();
  });
}

/**
 * Resolves once the page has loaded, its calls under way have answered and the browser has had an
 * idle moment (each wait bounded by AFTER_LOAD_IDLE_TIMEOUT_MS): when work no screen is waiting
 * for can start without slowing the one on show.
 */
export function quietMoment(queryClient: QueryClient): Promise<void> {
  return whenLoaded()
    .then(() => callsSettled(queryClient, AFTER_LOAD_IDLE_TIMEOUT_MS))
    .then(() => new Promise<void>((resolve) => whenIdle(resolve, AFTER_LOAD_IDLE_TIMEOUT_MS)));
}

function loadedAndIdle(queryClient: QueryClient): Promise<void> {
  afterLoadIdle ??= quietMoment(queryClient).then(() => {
    reached = true;
  });
  return afterLoadIdle;
}

/**
 * False until the page has loaded, the calls of its first screen have answered and the browser
 * has had an idle moment (each wait bounded by AFTER_LOAD_IDLE_TIMEOUT_MS), then true for the
 * rest of the visit. For what no first screen needs (the download bar, the floating service
 * buttons, the footer): their code, renders and layout then do not compete with the route's own
 * content while it loads (docs/performance.md, "Scripts after the first paint"). Screens opened later get them at once.
 */
export function useAfterLoadIdle(): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(reached);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void loadedAndIdle(queryClient).then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, [ready, queryClient]);
  return ready;
}
