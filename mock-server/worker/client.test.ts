import { api, type ApiError } from '@/api';
import { useSessionStore } from '@/stores/session';
import { DB_STORAGE_KEY, MockDb } from '../db';
import type { MockHandle } from '../handle';
import { startMockWorker } from './client';
import type { FromWorker, MockPort, ToWorker } from './protocol';
import { serveMockBackend } from './serve';

vi.mock('../panel/mount', () => ({ mountDemoPanel: () => undefined }));

type Listener<T> = (event: MessageEvent<T>) => void;

/**
 * The page and the worker joined in one test page. Messages are structured-cloned as postMessage
 * does; the page's reach the worker at once, so Mirage (which replaces the page's fetch when it
 * starts) is up before the client puts its forwarding fetch in front of it, and every API call
 * really crosses the channel. The worker's answers arrive in a later task, as from a thread.
 */
function channel() {
  const atWorker = new Set<Listener<ToWorker>>();
  const atPage = new Set<Listener<FromWorker>>();
  const sent: ToWorker[] = [];
  const page: MockPort<FromWorker, ToWorker> = {
    postMessage(message) {
      sent.push(message);
      atWorker.forEach((l) => l({ data: structuredClone(message) } as MessageEvent<ToWorker>));
    },
    addEventListener: (_type, listener) => void atPage.add(listener),
  };
  const worker: MockPort<ToWorker, FromWorker> = {
    postMessage: (message) =>
      void setTimeout(() => atPage.forEach((l) => l({ data: structuredClone(message) } as MessageEvent<FromWorker>))),
    addEventListener: (_type, listener) => void atWorker.add(listener),
  };
  return { page, worker, sent };
}

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e,
  );

async function logIn(username = 'demo01'): Promise<string> {
  const value = await api.login({ type: 'username', username, password: 'abc12345' });
  useSessionStore.getState().signIn({
    token: value.token,
    merchantCode: 'DEMO',
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: false,
  });
  return value.token;
}

const { page, worker, sent } = channel();
let mock: MockHandle;

beforeAll(() => {
  // A database the page's localStorage already holds: the worker must start from it.
  const stored = new MockDb(null);
  stored.userByName('demo01')!.balance = 777;
  localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ version: 1, state: stored.state }));
  serveMockBackend(worker);
  mock = startMockWorker('?mock.latency=0&mock.captchaAfter=3', page);
});

beforeEach(() => {
  mock.set({ latency: 0, offline: false, expire: false, fail: [] });
  useSessionStore.getState().signOut();
});

describe('the mock backend in a worker', () => {
  it('starts the worker with the controls of the query and the stored database', async () => {
    expect(sent[0]).toMatchObject({ type: 'start', controls: { latency: 0, captchaAfter: 3 }, reset: false });
    await logIn();
    expect(await api.memberWallet()).toMatchObject({ sumBalance: 777 });
  });

  it('forwards the app’s calls with their method, headers and body, and answers with the worker’s response', async () => {
    sent.length = 0;
    await logIn();
    const login = sent.find(
      (m): m is Extract<ToWorker, { type: 'request' }> => m.type === 'request' && m.url.includes('/wps/'),
    );
    expect(login).toMatchObject({ method: 'POST', headers: { merchant: 'DEMO', 'content-type': 'application/json' } });
    expect(login!.headers.encryption).toBeTruthy();
    expect(JSON.parse(login!.body)).toBeTypeOf('object');
    expect(await api.memberWallet()).toMatchObject({ currencySymbol: '¥' });
  });

  it('hands the worker’s database writes to localStorage, and resets both at once', async () => {
    const token = await logIn();
    await api.favouriteAdd({ token, nodeId: 'PG-PG_0002', vendor: 'PG' });
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!).state.favourites['u-demo01']).toContain('PG_0002'),
    );
    mock.reset();
    expect(localStorage.getItem(DB_STORAGE_KEY)).toBeNull();
    await logIn();
    expect(await api.memberWallet()).toMatchObject({ sumBalance: 12345.67 });
  });

  it('follows the database another tab’s mock stored: a session opened there is known here', async () => {
    const otherTab = new MockDb(null);
    const { token } = otherTab.openSession(otherTab.userByName('demo01')!, 'DEMO');
    otherTab.userByName('demo01')!.balance = 4321;
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ version: 1, state: otherTab.state }));
    window.dispatchEvent(new StorageEvent('storage', { key: DB_STORAGE_KEY, storageArea: localStorage }));
    useSessionStore
      .getState()
      .signIn({ token, merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false });
    expect(await api.memberWallet()).toMatchObject({ sumBalance: 4321 });
  });

  it('shows the worker’s demo notices on the page', async () => {
    const captcha = await api.captcha();
    await vi.waitFor(() => expect(mock.captcha).toBeTruthy());
    expect(captcha).toBeTruthy();
    expect(mock.notices.at(-1)?.message).toBe(`captcha:${mock.captcha}`);
  });

  it('ends a session with mock.expire once, and the page sees the control used up', async () => {
    await logIn();
    mock.set({ expire: true });
    expect((await failure(api.memberWallet())).kind).toBe('unauthorized');
    await vi.waitFor(() => expect(mock.controls.expire).toBe(false));
  });

  it('fails calls as a network error while offline, in the page, without asking the worker', async () => {
    mock.set({ offline: true });
    sent.length = 0;
    expect((await failure(api.systemStatus())).kind).toBe('network');
    expect(navigator.onLine).toBe(false);
    expect(sent.filter((m) => m.type === 'request')).toHaveLength(0);
  });

  it('gives up a call at the app’s timeout although the worker answers later', async () => {
    mock.set({ latency: 300 });
    expect((await failure(api.systemStatus(undefined, { timeoutMs: 50 }))).kind).toBe('timeout');
    mock.set({ latency: 0 });
    expect(await api.systemStatus()).toMatchObject({ maintenance: false });
  });
});
