import { isString } from '@/lib/guards';
import { onChangeInOtherTab, readString, writeString } from '@/lib/storage';
import { demoClock } from '../clock';
import { applyQuery, loadControls } from '../controls';
import { DB_STORAGE_KEY } from '../db';
import { createMockHandle, mountPanelWhenIdle, type MockHandle } from '../handle';
import { installNetworkSwitch, isApiCall } from '../offline';
import { applyPhoneVerificationControl } from '../phone-service';
import type { FromWorker, MockPort, ToWorker } from './protocol';

type WorkerLink = MockPort<FromWorker, ToWorker>;
type Answer = Extract<FromWorker, { type: 'response' | 'unanswered' }>;

/** The mock backend's worker (Mirage, its fixtures and handlers: ./mock-worker.ts). */
function startWorker(): WorkerLink {
  return new Worker(new URL('./mock-worker.ts', import.meta.url), { type: 'module', name: 'mock-backend' });
}

// The worker checks what it reads (../db.ts); storage full or blocked, it keeps its database in memory.
const readStoredDb = (): string | null => readString(DB_STORAGE_KEY, isString);
const writeStoredDb = (value: string | null): boolean => writeString(DB_STORAGE_KEY, value);

/** A fetch call's parts as the worker needs them (the app passes a URL string and a string body). */
async function describe(input: RequestInfo | URL, init: RequestInit = {}) {
  const request = input instanceof Request ? input : undefined;
  const rawBody = init.body ?? (request ? await request.clone().text() : null);
  return {
    url: new URL(request?.url ?? String(input), window.location.href).href,
    method: (init.method ?? request?.method ?? 'GET').toUpperCase(),
    headers: Object.fromEntries(new Headers(init.headers ?? request?.headers)),
    body: typeof rawBody === 'string' ? rawBody : rawBody == null ? '' : await new Response(rawBody).text(),
    signal: init.signal ?? request?.signal,
  };
}

const abortError = (signal: AbortSignal) =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

/**
 * Send the page's API calls to the worker: `fetch` for a `/wps/` URL posts the request and
 * resolves with the worker's answer, so the app's HTTP adapter (timeouts, aborts, headers,
 * envelopes) runs exactly as against a real server. Everything else goes to the network.
 */
function forwardApiCalls(worker: WorkerLink): (answer: Answer) => void {
  const pageFetch = window.fetch.bind(window);
  const pending = new Map<number, (answer: Answer) => void>();
  let nextId = 0;

  window.fetch = async (input, init) => {
    if (!isApiCall(input)) return pageFetch(input, init);
    const { signal, ...request } = await describe(input, init);
    if (signal?.aborted) throw abortError(signal);
    const id = ++nextId;
    return new Promise<Response>((resolve, reject) => {
      const abort = () => {
        pending.delete(id);
        reject(abortError(signal!));
      };
      signal?.addEventListener('abort', abort, { once: true });
      pending.set(id, (answer) => {
        signal?.removeEventListener('abort', abort);
        if (answer.type === 'unanswered') reject(new TypeError(`Failed to fetch (${answer.reason})`));
        else resolve(new Response(answer.body, { status: answer.status, headers: answer.headers }));
      });
      worker.postMessage({ type: 'request', id, ...request, now: Date.now() });
    });
  };

  return (answer) => {
    pending.get(answer.id)?.(answer);
    pending.delete(answer.id);
  };
}

/**
 * Start the demo's backend: Mirage in a worker (./mock-worker.ts), so its code, fixtures and handlers
 * never run on the page's main thread. The page keeps the controls, the notices, the offline
 * switch, `window.__mock` and the Demo panel. `search` is the page's query as it was at
 * start-up: the app may have dropped the `mock.*` parameters by the time this chunk has loaded.
 * Calls made before the worker is up wait in its message queue.
 */
export function startMockWorker(search = window.location.search, worker: WorkerLink = startWorker()): MockHandle {
  if (window.__mock) return window.__mock;
  const { controls: initial, reset } = applyQuery(loadControls(), search);
  // Set before the worker starts: the worker takes the page's time from every message.
  const setClock = demoClock();
  setClock(initial.clock);
  const handle = createMockHandle(initial, {
    controlsChanged(controls) {
      setClock(controls.clock);
      applyPhoneVerificationControl(controls.phoneVerification);
      worker.postMessage({ type: 'controls', controls, now: Date.now() });
      network.update(controls.offline);
    },
    reset() {
      // Also here, at once: the Demo panel reloads the page right after resetting.
      writeStoredDb(null);
      worker.postMessage({ type: 'reset' });
    },
  });
  if (reset) writeStoredDb(null);
  applyPhoneVerificationControl(initial.phoneVerification);
  worker.postMessage({ type: 'start', controls: initial, reset, stored: readStoredDb(), now: Date.now() });
  // The tabs of one browser share one demo database: a login, a deposit or a reset in another tab reaches this tab's mock.
  onChangeInOtherTab(DB_STORAGE_KEY, () => worker.postMessage({ type: 'stored', stored: readStoredDb() }));

  const settle = forwardApiCalls(worker);
  worker.addEventListener('message', ({ data: message }) => {
    switch (message.type) {
      case 'response':
      case 'unanswered':
        settle(message);
        break;
      case 'controls':
        handle.set(message.patch);
        break;
      case 'notice':
        handle.notify(message.message, message.detail);
        break;
      case 'call':
        handle.recordCall(message.call);
        break;
      case 'store':
        writeStoredDb(message.value);
        break;
    }
  });
  // In front of the forwarding fetch. The app is already running (it renders before the mock
  // starts), so going offline is announced with the browser's event.
  const network = installNetworkSwitch(false);
  network.update(initial.offline);
  window.__mock = handle;
  mountPanelWhenIdle(handle);
  return handle;
}
