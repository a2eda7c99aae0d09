import type { Server } from 'miragejs';
import { applyQuery, loadControls, saveControls, type MockControls } from './controls';
import type { MockDb } from './db';
import { installNetworkSwitch } from './offline';

export interface MockNotice {
  id: number;
  message: string;
  detail?: Record<string, unknown>;
}

/** What tests and the Demo panel see on `window.__mock`. */
export interface MockHandle {
  controls: MockControls;
  /** Change controls for this browser session (and the Demo panel). */
  set(patch: Partial<MockControls>): void;
  /** Reset the database to the seed. */
  reset(): void;
  db: MockDb;
  /** The latest demo notices (SMS codes, captcha answers), newest last. */
  notices: MockNotice[];
  /** The current captcha answer and the last SMS code sent, since no phone receives them. */
  captcha?: string;
  smsCode?: string;
  subscribe(listener: () => void): () => void;
}

declare global {
  interface Window {
    __mock?: MockHandle;
  }
}

let server: Server | null = null;

/** The latest the Demo panel waits for an idle moment. */
const PANEL_IDLE_TIMEOUT_MS = 2_000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The backend's code is about 1 MB (Mirage with lodash, node-forge, the fixtures). Evaluated as one
 * module graph it blocks the page for one long task while the app is starting. Each part is
 * its own chunk instead: all are requested at once, and each is evaluated in its own task as it
 * arrives (ES modules run once, so the server's graph then finds them evaluated). Two parts wait
 * for their first call: the decryption (node-forge, server.ts) and the agent routes with their
 * team fixture (routes/index.ts). The built pages preload these start-up chunks
 * (build/prerender-shell.ts).
 */
async function loadServer() {
  const [, , { MockDb }, , { startServer }] = await Promise.all([
    import('miragejs'),
    import('./catalogue'),
    import('./db'),
    import('./routes'),
    import('./server'),
  ]);
  // Route registration is a task of its own too.
  await nextTask();
  return { MockDb, startServer };
}

/**
 * Start the in-browser backend (demo builds only); the app's API calls wait for it. `search` is
 * the page's query as it was at start-up: the app may have navigated (and dropped the `mock.*`
 * parameters) by the time this chunk has loaded.
 */
export async function startMockServer(search = window.location.search): Promise<MockHandle> {
  if (window.__mock) return window.__mock;
  const { controls: initial, reset } = applyQuery(loadControls(), search);
  const { MockDb, startServer } = await loadServer();
  saveControls(initial);
  const db = new MockDb();
  if (reset) db.reset();

  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  let noticeId = 0;

  const handle: MockHandle = {
    controls: initial,
    db,
    notices: [],
    set(patch) {
      handle.controls = { ...handle.controls, ...patch };
      saveControls(handle.controls);
      if (server) server.timing = handle.controls.latency;
      network.update(handle.controls.offline);
      emit();
    },
    reset() {
      db.reset();
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  server = startServer({
    db,
    controls: () => handle.controls,
    updateControls: (patch) => handle.set(patch),
    notify(message, detail) {
      if (detail?.captcha) handle.captcha = String(detail.captcha);
      if (detail?.smsCode) handle.smsCode = String(detail.smsCode);
      handle.notices = [...handle.notices.slice(-9), { id: ++noticeId, message, detail }];
      emit();
    },
  });
  // Mirage 0.1.x ignores createServer's `logging: false` and logs every request as console groups
  // outside tests: on a page load that is dozens of serialised objects on the main thread.
  server.logging = false;
  // Installed after Mirage so it sits in front of Mirage's fetch. The app is already running (it
  // renders before the mock starts), so going offline is announced with the browser's event.
  const network = installNetworkSwitch(false);
  network.update(initial.offline);
  window.__mock = handle;
  mountPanelWhenIdle(handle);
  return handle;
}

/** The Demo panel is a React root of its own: mounted once the page has loaded and gone idle. */
function mountPanelWhenIdle(handle: MockHandle): void {
  const mount = () => void import('./panel/mount').then((m) => m.mountDemoPanel(handle));
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(mount, { timeout: PANEL_IDLE_TIMEOUT_MS }) : setTimeout(mount, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
