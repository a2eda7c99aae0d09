import { api } from '@/api';
import { useSessionStore } from '@/stores/session';
import { startMockServer, type InPageMockHandle } from '../../../../mock-server/index';

/**
 * The demo's Mirage backend behind the app's real client, for component tests: realistic
 * catalogue, favourites and recent games. Call in a test file's top level; the file must also
 * `vi.mock('../../../../mock-server/panel/mount', …)` (the Demo panel needs a real page).
 */
export function setUpMockBackend(): { readonly handle: InPageMockHandle; logIn(username?: string): Promise<void> } {
  let handle: InPageMockHandle | undefined;
  beforeAll(async () => {
    handle = await startMockServer();
    handle.set({ latency: 0 });
  });
  beforeEach(() => {
    handle!.reset();
    useSessionStore.getState().signOut();
  });
  return {
    get handle() {
      return handle!;
    },
    async logIn(username = 'demo01') {
      const value = await api.login({ type: 'username', username, password: 'abc12345' });
      useSessionStore.getState().signIn({
        token: value.token,
        merchantCode: 'DEMO',
        userName: value.userName,
        type: value.customerType,
        firstTimeLogin: false,
      });
    },
  };
}
