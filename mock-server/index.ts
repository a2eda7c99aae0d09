import type { Server } from 'miragejs';
import { applyQuery, loadControls, saveControls, type MockControls } from './controls';
import { MockDb } from './db';
import { startServer } from './server';
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

/** Start the in-browser backend before the app makes its first call (demo builds only). */
export async function startMockServer(): Promise<MockHandle> {
  if (window.__mock) return window.__mock;
  const { controls: initial, reset } = applyQuery(loadControls(), window.location.search);
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
  // Installed after Mirage so it sits in front of Mirage's fetch.
  const network = installNetworkSwitch(initial.offline);
  window.__mock = handle;
  void import('./panel/mount').then((m) => m.mountDemoPanel(handle));
  return handle;
}
