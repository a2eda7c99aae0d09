import type { Workbox } from 'workbox-window';
import { STORAGE_KEYS } from './storage-keys';
import { readString, writeString } from './storage';

/** The message Workbox's generated worker waits for before it takes over from the old one. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/**
 * How long Reload waits for the new version to take over before it reloads anyway. Chromium parks
 * the hand-over when the page's fetches reach the old worker just then (pictures, a screen's
 * calls), and asking again does not free it; a reload does. A hand-over that is merely slow
 * finishes during that reload, whose page then waits for the new worker.
 */
export const TAKE_OVER_WITHIN_MS = 3_000;

/** The page's side of the site's service worker (written by the build: build/service-worker.ts). */
export interface AppWorker {
  /** Registers the worker once (later calls do nothing). */
  register(): void;
  /** Whether a new version is installed and waits for the player's reload. */
  updateWaiting(): boolean;
  subscribe(listener: () => void): () => void;
  /**
   * The waiting version takes over, then the page reloads with it; if it has not within
   * TAKE_OVER_WITHIN_MS, the page reloads all the same (with none waiting any more: a reload).
   */
  activateUpdate(): void;
}

export interface AppWorkerHost {
  /** The registration helper, or null where there is no worker (dev server, old browsers). */
  load(): Promise<Workbox | null>;
  container(): ServiceWorkerContainer;
  reload(): void;
  /** Calls back when the page comes back to the foreground, where a long-lived tab looks for a new version. */
  onVisible(callback: () => void): void;
  /** Notes, for this tab's next page, that Reload is still waiting for the new version to take over. */
  rememberTakeOver(): void;
  /** Whether the page before this one noted a take-over; the note is gone once read. */
  takeOverRemembered(): boolean;
}

export function createAppWorker(host: AppWorkerHost): AppWorker {
  const listeners = new Set<() => void>();
  let started = false;
  let waiting = false;
  let registration: ServiceWorkerRegistration | undefined;
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;
  let reloading = false;

  /** One reload, whichever of the take-over, its timer or a noted take-over asks first. */
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    clearTimeout(reloadTimer);
    host.reload();
  };
  /**
   * Once a new version controls the page, reload with it (only when asked: a first visit's worker
   * takes the page too). Asked again, the same listener is not added twice.
   */
  const reloadOnTakeOver = () => host.container().addEventListener('controllerchange', reloadOnce, { once: true });

  // This page is the reload of a hand-over that had not finished, and the old worker may have
  // served it: nothing in the page tells. Reload once more, with the new version: when it takes
  // over, or at once if it has by now. The note is gone, so this cannot go round.
  if (host.takeOverRemembered()) {
    reloadOnTakeOver();
    host
      .container()
      .getRegistration()
      .then((found) => (found?.waiting ? found.waiting.postMessage(SKIP_WAITING_MESSAGE) : reloadOnce()), reloadOnce);
  }

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
      if (!next) return reloadOnce();
      reloadOnTakeOver();
      next.postMessage(SKIP_WAITING_MESSAGE);
      reloadTimer ??= setTimeout(() => {
        host.rememberTakeOver();
        reloadOnce();
      }, TAKE_OVER_WITHIN_MS);
    },
  };
}

const TAKE_OVER_NOTE = '1';
const isTakeOverNote = (value: string): value is typeof TAKE_OVER_NOTE => value === TAKE_OVER_NOTE;

/** The tab's note of a take-over still under way (session storage; without it, no second reload). */
export const takeOverNote = {
  write: () => void writeString(STORAGE_KEYS.appUpdateTakeOver, TAKE_OVER_NOTE, 'session'),
  /** Whether the note is there; it is gone once read. */
  take(): boolean {
    const noted = readString(STORAGE_KEYS.appUpdateTakeOver, isTakeOverNote, 'session') !== null;
    if (noted) writeString(STORAGE_KEYS.appUpdateTakeOver, null, 'session');
    return noted;
  },
};

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
  rememberTakeOver: takeOverNote.write,
  takeOverRemembered: takeOverNote.take,
});
