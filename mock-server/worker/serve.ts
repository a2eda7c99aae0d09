import type { Server } from 'miragejs';
import type { MockControls } from '../controls';
import { DB_STORAGE_KEY, MockDb } from '../db';
import { startServer } from '../server';
import type { FromWorker, MockPort, ToWorker } from './protocol';

/** The database's storage inside the worker (no localStorage there): reads what the page sent, hands writes to the page. */
function relayStorage(stored: string | null, write: (value: string) => void) {
  let value = stored;
  return {
    getItem: (key: string) => (key === DB_STORAGE_KEY ? value : null),
    setItem(key: string, next: string) {
      if (key !== DB_STORAGE_KEY) return;
      value = next;
      write(next);
    },
    /** The copy another tab stored: read at the next load, not written back. */
    adopt(next: string | null) {
      value = next;
    },
  };
}

export interface ServeOptions {
  /** Set the worker's clock to the page's (./page-clock.ts); the in-page tests share one clock. */
  followPageClock?(pageNow: number): void;
}

/**
 * The worker's side of the mock: starts Mirage on the page's first message and answers the
 * requests the page forwards by fetching them here, where Mirage has replaced `fetch`.
 */
export function serveMockBackend(port: MockPort<ToWorker, FromWorker>, { followPageClock }: ServeOptions = {}): void {
  let controls: MockControls;
  let db: MockDb;
  let storage: ReturnType<typeof relayStorage>;
  let server: Server;
  let serverFetch: typeof fetch;
  const post = (message: FromWorker) => port.postMessage(message);

  async function answer({ id, url, method, headers, body }: Extract<ToWorker, { type: 'request' }>) {
    try {
      const response = await serverFetch(url, { method, headers, body: body === '' ? undefined : body });
      post({
        type: 'response',
        id,
        status: response.status,
        headers: [...response.headers],
        body: await response.text(),
      });
    } catch (e) {
      post({ type: 'unanswered', id, reason: String(e) });
    }
  }

  port.addEventListener('message', ({ data: message }) => {
    switch (message.type) {
      case 'start':
        followPageClock?.(message.now);
        controls = message.controls;
        storage = relayStorage(message.stored, (value) => post({ type: 'store', value }));
        db = new MockDb(storage);
        if (message.reset) db.reset();
        server = startServer({
          db,
          controls: () => controls,
          updateControls(patch) {
            controls = { ...controls, ...patch };
            post({ type: 'controls', patch });
          },
          notify: (text, detail) => post({ type: 'notice', message: text, detail }),
          recordCall: (call) => post({ type: 'call', call }),
        });
        serverFetch = globalThis.fetch;
        break;
      case 'controls':
        followPageClock?.(message.now);
        controls = message.controls;
        server.timing = controls.latency;
        break;
      case 'reset':
        db.reset();
        break;
      case 'stored':
        storage.adopt(message.stored);
        db.reload();
        break;
      case 'request':
        followPageClock?.(message.now);
        void answer(message);
        break;
    }
  });
}
