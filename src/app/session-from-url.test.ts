import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSessionStore } from '@/stores/session';
import { adoptTokenFromUrl } from './session-from-url';

describe('token in the page query', () => {
  it('is saved as session info with the merchant code and removed from the URL', () => {
    window.history.replaceState(null, '', '/m/home?token=abc&lang=en');
    expect(adoptTokenFromUrl()).toBe(true);
    expect(useSessionStore.getState().session).toMatchObject({ token: 'abc' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).toMatchObject({ token: 'abc', merchantCode: expect.any(String) });
    expect(window.location.search).toBe('?lang=en');
    expect(window.location.href).not.toContain('abc');
  });

  it('does nothing without a token', () => {
    useSessionStore.setState({ session: null });
    window.history.replaceState(null, '', '/m/home');
    expect(adoptTokenFromUrl()).toBe(false);
    expect(useSessionStore.getState().session).toBeNull();
  });
});
