import { relinkFailedStylesheets } from './failed-stylesheets';

/**
 * A dynamic import that can be tried again. React's `lazy()` keeps a failed import for good, so a
 * part whose code failed to arrive (offline, or its file gone after a deploy) would stay failed
 * until a reload. This keeps a loaded module and forgets a failed attempt: the next call imports
 * again, with the stylesheets that failed beside it. The browser keeps a module file that failed to
 * arrive as failed for the page's life (Chromium 150 does), so a file the error names is imported
 * again under a new address (`?retry=n`): the same file, fetched anew.
 */
export interface RetryableImport<T> {
  (): Promise<T>;
  /** The module, once an attempt has loaded it. */
  readonly loaded: T | undefined;
}

/** The same-origin module file a failed import's message names (Chromium's and Firefox's do), if any. */
function failedModuleFile(error: unknown): string | null {
  const url = /https?:\/\/[^\s'"]+\.js\b/.exec(error instanceof Error ? error.message : String(error))?.[0];
  if (!url) return null;
  try {
    return new URL(url).origin === window.location.origin ? url.replace(/\?retry=\d+$/, '') : null;
  } catch {
    return null;
  }
}

export function retryableImport<T>(load: () => Promise<T>): RetryableImport<T> {
  let attempt: Promise<T> | undefined;
  let loaded: T | undefined;
  let failedBefore = false;
  let failedFile: string | null = null;
  let retries = 0;
  const again = (): Promise<T> =>
    failedFile ? (import(/* @vite-ignore */ `${failedFile}?retry=${++retries}`) as Promise<T>) : load();
  const importOnce = () =>
    (attempt ??= (failedBefore ? relinkFailedStylesheets().then(again) : load()).then(
      (module) => (loaded = module),
      (error: unknown) => {
        attempt = undefined;
        failedBefore = true;
        failedFile = failedModuleFile(error) ?? failedFile;
        throw error;
      },
    ));
  return Object.defineProperty(importOnce, 'loaded', { get: () => loaded }) as RetryableImport<T>;
}
