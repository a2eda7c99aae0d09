import { relinkFailedStylesheets } from './failed-stylesheets';

/**
 * A dynamic import that can be tried again. React Router keeps a route's failed `lazy()` for
 * good, and React's `lazy()` does the same, so a screen whose code failed to arrive (offline,
 * or its file gone after a deploy) would stay failed until a reload. This keeps a loaded module
 * and forgets a failed attempt: the next call imports again, with the stylesheets that failed
 * beside it. (Chromium itself fetches a module again after a failed dynamic import.)
 */
export interface RetryableImport<T> {
  (): Promise<T>;
  /** The module, once an attempt has loaded it. */
  readonly loaded: T | undefined;
}

export function retryableImport<T>(load: () => Promise<T>): RetryableImport<T> {
  let attempt: Promise<T> | undefined;
  let loaded: T | undefined;
  let failedBefore = false;
  const importOnce = () =>
    (attempt ??= (failedBefore ? relinkFailedStylesheets().then(load) : load()).then(
      (module) => (loaded = module),
      (error: unknown) => {
        attempt = undefined;
        failedBefore = true;
        throw error;
      },
    ));
  return Object.defineProperty(importOnce, 'loaded', { get: () => loaded }) as RetryableImport<T>;
}
