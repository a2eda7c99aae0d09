import type { Workbox } from 'workbox-window';

/** The message Workbox's generated worker waits for before it takes over from the old one. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** The page's side of the site's service worker (written by the build: build/service-worker.ts). */
export interface AppWorker {
  /** Registers the worker once (later calls do nothing). */
  register(): void;
  /** Whether a new version is installed and waits for the player's reload. */
  updateWaiting(): boolean;
  subscribe(listener: () => void): () => void;
  /** The waiting version takes over, then the page reloads with it (with none waiting any more: a reload). */
  activateUpdate(): void;
}

export interface AppWorkerHost {
  /** The registration helper, or null where there is no worker (dev server, old browsers). */
  load(): Promise<Workbox | null>;
  container(): ServiceWorkerContainer;
  reload(): void;
  /** Calls back when the page comes back to the foreground, where a long-lived tab looks for a new version. */
  onVisible(callback: () => void): void;
}

export function createAppWorker(host: AppWorkerHost): AppWorker {
  const listeners = new Set<() => void>();
  let started = false;
  let waiting = false;
  let registration: ServiceWorkerRegistration | undefined;

  const start = async () => {
    const workbox = await host.load();
    if (!workbox) return;
    // Also fires when a version was already waiting as the page opened.
    workbox.addEventListener('waiting', () => {
      waiting = true;
      listeners.forEach((listener) => listener());
    });
    registration = await workbox.register();
    host.onVisible(() => void workbox.update().catch(() => undefined));
  };

  return {
    register() {
      if (started) return;
      started = true;
      start().catch(() => undefined);
    },
    updateWaiting: () => waiting,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    activateUpdate() {
      const next = registration?.waiting;
      if (!next) return host.reload();
      host.container().addEventListener('controllerchange', () => host.reload(), { once: true });
      next.postMessage(SKIP_WAITING_MESSAGE);
    },
  };
}

/** Not in the dev server: a worker there would outlive hot reloads and serve stale modules. */
export const appWorker = createAppWorker({
  async load() {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return null;
    const { Workbox } = await import('workbox-window');
    return new Workbox(`${import.meta.env.BASE_URL}sw.js`);
  },
  container: () => navigator.serviceWorker,
  reload: () => window.location.reload(),
  onVisible(callback) {
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && callback());
  },
});
