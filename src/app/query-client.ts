import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api';
import { lostNetwork } from '@/hooks/use-server-unreachable';
import { merchantCodeOf, useSessionStore } from '@/stores/session';

/** Retry once on a timeout or server error; never on a business answer, 401 or while offline. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'timeout' || error.kind === 'server') && failureCount < 1;
}

/**
 * TanStack Query assumes "online" and listens to the online/offline events only once something
 * subscribes (QueryClientProvider's effect, after the first commit): an event fired before then
 * (the demo's `mock.offline=1` starts alongside the first render) was lost and the app stayed
 * "online". Listen from the start, and read navigator.onLine whenever listening (re)starts, so a
 * page opened offline starts paused (and shows "no network") and resumes by itself on "online".
 */
function followBrowserNetworkState(): void {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    update();
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

/**
 * A call can fail for want of a network while the browser still says "online" (it learns late, or a
 * reloaded page reads a stale navigator.onLine): TanStack Query saw no change, so "online" resumes
 * nothing. When the browser says the network is back, the screen's calls that lost it go out again.
 */
function retryLostCallsWhenBackOnline(client: QueryClient): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('online', () => void client.refetchQueries({ predicate: lostNetwork }));
}

export function createQueryClient() {
  followBrowserNetworkState();
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  retryLostCallsWhenBackOnline(client);
  return client;
}

/**
 * The page's one query client, created with the app layer, so route modules' clientLoaders
 * (`queryClient.ensureQueryData`) and components share a cache. It follows the network from the
 * start, not from QueryClientProvider's first effect: a clientLoader's fetch paused on a page
 * opened offline resumes when the network returns before React has mounted (the demo's backend
 * says "online" as soon as it starts).
 */
export const queryClient = createQueryClient();
queryClient.mount();

/**
 * Server data belongs to a merchant (game lists, banners, notices are the merchant's): when a session of another
 * merchant starts or ends (a trial session is the trial merchant's), everything cached is read again.
 */
export function refetchOnMerchantChange(client: QueryClient): () => void {
  return useSessionStore.subscribe((state, before) => {
    // Invalidated, not reset: the screens keep what they show until the new merchant's answers arrive.
    if (merchantCodeOf(state.session) !== merchantCodeOf(before.session)) void client.invalidateQueries();
  });
}
refetchOnMerchantChange(queryClient);
