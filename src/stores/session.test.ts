import { STORAGE_KEYS } from '@/lib/storage-keys';

const VALID = { token: 'abc', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false };

/** The store as a new page load makes it: it reads MC_SESSION_INFO when its module is evaluated. */
async function freshStore() {
  vi.resetModules();
  return (await import('./session')).useSessionStore;
}

describe('session store and MC_SESSION_INFO', () => {
  it('starts from a stored session of the right shape', async () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(VALID));
    expect((await freshStore()).getState().session).toEqual(VALID);
  });

  it.each([
    ['a numeric token', '{"token":1}'],
    ['an array', '[]'],
    ['a number', '42'],
    ['a string', '"x"'],
    ['an empty object', '{}'],
    ['truncated JSON', JSON.stringify(VALID).slice(0, 30)],
    ['an empty token', JSON.stringify({ ...VALID, token: '' })],
    ['a missing user name', JSON.stringify({ ...VALID, userName: undefined })],
    ['a string type', JSON.stringify({ ...VALID, type: '0' })],
  ])('treats %s as logged out, and discards it with the member info stored beside it', async (_, raw) => {
    localStorage.setItem(STORAGE_KEYS.session, raw);
    localStorage.setItem(STORAGE_KEYS.memberInfo, '{"account":"demo01"}');
    const store = await freshStore();
    expect(store.getState().session).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.memberInfo)).toBeNull();
  });

  it('follows the session another tab stored: a logout, a login, a corrupt value', async () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(VALID));
    const store = await freshStore();
    const before = store.getState().session;

    store.getState().followStoredSession();
    expect(store.getState().session).toBe(before);

    localStorage.removeItem(STORAGE_KEYS.session);
    store.getState().followStoredSession();
    expect(store.getState().session).toBeNull();

    store.setState({ expiredFrom: '/m/withdraw' });
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...VALID, token: 'next' }));
    store.getState().followStoredSession();
    expect(store.getState()).toMatchObject({ session: { token: 'next' }, expiredFrom: null });

    localStorage.setItem(STORAGE_KEYS.session, '{"token":1}');
    store.getState().followStoredSession();
    expect(store.getState().session).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('on a refused call: expires the session the call spoke for, sends a visitor to log in, ignores an ended session', async () => {
    const store = await freshStore();
    store.getState().signIn(VALID);
    store.getState().refused('older-token', '/m/home');
    expect(store.getState()).toMatchObject({ session: VALID, expiredFrom: null });

    store.getState().refused(VALID.token, '/m/withdraw');
    expect(store.getState()).toMatchObject({ session: null, expiredFrom: '/m/withdraw' });

    store.getState().signIn(VALID);
    store.getState().signOut('/m/memberCentre');
    store.getState().refused(VALID.token, '/m/home');
    expect(store.getState().expiredFrom).toBeNull();

    store.getState().refused(null, '/m/home');
    expect(store.getState().expiredFrom).toBe('/m/home');
  });

  it('forgets an expiry on logout: the player asked to leave', async () => {
    const store = await freshStore();
    store.getState().signIn(VALID);
    store.getState().expire('/m/withdraw');
    store.getState().signOut('/m/withdraw');
    expect(store.getState().expiredFrom).toBeNull();
  });

  it('keeps the trial name in the session area, and survives storage being blocked', async () => {
    const { writeTrialName } = await import('./session');
    writeTrialName('trial12345678');
    expect(sessionStorage.getItem(STORAGE_KEYS.trialName)).toBe('trial12345678');
    const getter = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(() => writeTrialName(null)).not.toThrow();
    getter.mockRestore();
  });
});
