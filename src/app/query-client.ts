import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api';

/** Retry once on a timeout or server error; never on a business answer, 401 or while offline. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'timeout' || error.kind === 'server') && failureCount < 1;
}

export function createQueryClient() {
  // TanStack Query assumes "online" until an online/offline event; a page opened offline must
  // start paused (and show "no network") and resume by itself on the "online" event.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
