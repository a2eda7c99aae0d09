/**
 * Shared set-up of the handler tests: calls go through the app's real HTTP adapter to a mock server
 * started once per test file and reset before each test. Each test file still declares
 * `vi.mock('../panel/mount', …)` itself: Vitest hoists the mocks of the test file.
 */
import { api, type ApiError, type CallOptions } from '@/api';
import type { LoginValue } from '@/api/types/auth';
import { useSessionStore } from '@/stores/session';
import type { MockControls } from './controls';
import { startMockServer, type InPageMockHandle } from './index';

export const DEMO_PASSWORD = 'abc12345';

/** Start the mock for this file; `controls` are set again before every test. Returns the live handle. */
export function setUpMockServer(controls: Partial<MockControls> = {}): () => InPageMockHandle {
  let mock: InPageMockHandle | undefined;
  beforeAll(async () => {
    mock = await startMockServer();
    mock.set({ latency: 0 });
  });
  beforeEach(() => {
    mock!.reset();
    mock!.set(controls);
    useSessionStore.getState().signOut();
  });
  return () => mock!;
}

/** The options of a new money order: its own idempotency key (the client sends no money call without one). */
export const newOrder = (): CallOptions => ({ idempotencyKey: crypto.randomUUID() });

/** The error a call fails with; the test fails if the call succeeds. */
export const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e,
  );

/** Keep a login's session in the store, as the app does. */
export function signIn(value: Pick<LoginValue, 'token' | 'userName' | 'customerType'>): void {
  useSessionStore.getState().signIn({
    token: value.token,
    merchantCode: 'DEMO',
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: false,
  });
}

/** Open a session for a demo account without the (encrypted, slower) login call: for tests that shorten the call timeout. */
export function openSession(mock: InPageMockHandle, username: string): void {
  const user = mock.db.userByName(username)!;
  signIn({ token: mock.db.openSession(user, 'DEMO').token, userName: user.username, customerType: user.type });
}

/** Log a demo account in (DECISIONS §3) and keep its session. */
export async function logIn(username: string, password = DEMO_PASSWORD): Promise<LoginValue> {
  const value = await api.login({ type: 'username', username, password });
  signIn(value);
  return value;
}
