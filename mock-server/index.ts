import { MockDb } from './db';
import { demoClock } from './clock';
import { applyQuery, loadControls } from './controls';
import { createMockHandle, mountPanelWhenIdle, type MockHandle } from './handle';
import { installNetworkSwitch } from './offline';
import { applyPhoneVerificationControl } from './phone-service';
import { startServer } from './server';

export type { MockHandle, MockNotice } from './handle';

/** The in-page mock's handle: the database too, for tests to arrange and inspect. */
export interface InPageMockHandle extends MockHandle {
  db: MockDb;
}

let started: InPageMockHandle | null = null;

/**
 * Start the mock backend in this page: Mirage intercepts the page's own fetch. Component and
 * route tests (jsdom, no workers) use this; the demo app runs the same server in a worker instead
 * (./worker/client.ts), so the page's main thread never evaluates Mirage.
 */
export async function startMockServer(search = window.location.search): Promise<InPageMockHandle> {
  if (started) return started;
  const { controls: initial, reset } = applyQuery(loadControls(), search);
  const setClock = demoClock();
  setClock(initial.clock);
  const db = new MockDb();
  if (reset) db.reset();
  applyPhoneVerificationControl(initial.phoneVerification);
  const handle = Object.assign(
    createMockHandle(initial, {
      controlsChanged(controls) {
        setClock(controls.clock);
        applyPhoneVerificationControl(controls.phoneVerification);
        server.timing = controls.latency;
        network.update(controls.offline);
      },
      reset: () => db.reset(),
    }),
    { db },
  );
  const server = startServer({
    db,
    controls: () => handle.controls,
    updateControls: (patch) => handle.set(patch),
    notify: (message, detail) => handle.notify(message, detail),
    recordCall: (call) => handle.recordCall(call),
  });
  // Installed after Mirage so it sits in front of Mirage's fetch.
  const network = installNetworkSwitch(false);
  network.update(initial.offline);
  window.__mock = handle;
  started = handle;
  mountPanelWhenIdle(handle);
  return handle;
}
