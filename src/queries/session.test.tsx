import { renderHook, waitFor } from '@testing-library/react';
import { useSessionStore } from '@/stores/session';
import { useRenewSessionOnEntry } from './session';

const sessionRenew = vi.fn();
vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: { sessionRenew: () => sessionRenew() },
}));

const SESSION = { token: 'old', merchantCode: 'M', userName: 'demo01', type: 0, firstTimeLogin: false };

describe('useRenewSessionOnEntry', () => {
  beforeEach(() => sessionRenew.mockReset());

  it('renews a session on entry and keeps a new token', async () => {
    sessionRenew.mockResolvedValue({ token: 'new', userName: 'demo01', customerType: 0, firstTimeLogin: false });
    useSessionStore.setState({ session: SESSION, expiredFrom: null });
    renderHook(() => useRenewSessionOnEntry());
    await waitFor(() => expect(useSessionStore.getState().session?.token).toBe('new'));
    expect(sessionRenew).toHaveBeenCalledTimes(1);
  });

  it('makes no call without a session', () => {
    useSessionStore.setState({ session: null, expiredFrom: null });
    renderHook(() => useRenewSessionOnEntry());
    expect(sessionRenew).not.toHaveBeenCalled();
  });
});
