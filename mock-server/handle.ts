import { whenLoadedAndIdle } from '@/lib/when-idle';
import { CALLS_KEPT, type MockCall } from './call-log';
import { saveControls, type MockControls } from './controls';

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
  /** The latest demo notices (SMS codes, captcha answers), newest last. */
  notices: MockNotice[];
  /** The current captcha answer and the last SMS code sent, since no phone receives them. */
  captcha?: string;
  smsCode?: string;
  /** The call log: the latest CALLS_KEPT calls the mock answered, oldest first. */
  calls: MockCall[];
  clearCalls(): void;
  subscribe(listener: () => void): () => void;
}

declare global {
  interface Window {
    __mock?: MockHandle;
  }
}

/** Where the handle's changes go: the server that answers (in this page or in the mock's worker). */
export interface MockBackendLink {
  controlsChanged(controls: MockControls): void;
  reset(): void;
}

/** The latest the Demo panel waits for an idle moment. */
const PANEL_IDLE_TIMEOUT_MS = 2_000;
const NOTICES_KEPT = 10;

/**
 * The page's side of the mock: the controls (kept for the browser session), the demo notices and
 * their listeners. `notify` is what the server calls when it has a code to show.
 */
export function createMockHandle(
  initial: MockControls,
  backend: MockBackendLink,
): MockHandle & {
  notify(message: string, detail?: Record<string, unknown>): void;
  recordCall(call: Omit<MockCall, 'id'>): void;
} {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  let noticeId = 0;
  let callId = 0;
  saveControls(initial);

  const handle = {
    controls: initial,
    notices: [] as MockNotice[],
    captcha: undefined as string | undefined,
    smsCode: undefined as string | undefined,
    calls: [] as MockCall[],
    set(patch: Partial<MockControls>) {
      handle.controls = { ...handle.controls, ...patch };
      saveControls(handle.controls);
      backend.controlsChanged(handle.controls);
      emit();
    },
    reset() {
      backend.reset();
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(message: string, detail?: Record<string, unknown>) {
      if (detail?.captcha) handle.captcha = String(detail.captcha);
      if (detail?.smsCode) handle.smsCode = String(detail.smsCode);
      handle.notices = [...handle.notices.slice(-(NOTICES_KEPT - 1)), { id: ++noticeId, message, detail }];
      emit();
    },
    recordCall(call: Omit<MockCall, 'id'>) {
      handle.calls = [...handle.calls.slice(-(CALLS_KEPT - 1)), { ...call, id: ++callId }];
      emit();
    },
    clearCalls() {
      handle.calls = [];
      emit();
    },
  };
  return handle;
}

/** The Demo panel is a React root of its own: mounted once the page has loaded and gone idle. */
export function mountPanelWhenIdle(handle: MockHandle): void {
  whenLoadedAndIdle(() => void import('./panel/mount').then((m) => m.mountDemoPanel(handle)), PANEL_IDLE_TIMEOUT_MS);
}
