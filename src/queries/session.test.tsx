import { renderHook, waitFor } from '@testing-library/react';
import { ApiError, UNREADABLE_ANSWER_CODE } from '@/api';
import { useSessionStore } from '@/stores/session';
import { useRenewSessionOnEntry } from './session';

const sessionRenew = vi.fn();
vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: { sessionRenew: () => sessionRenew() },
}));

const SESSION = { token: 'old', merchantCode: 'M', userName: 'demo01', type: 0, firstTimeLogin: false };

describe('useRenewSessionOnEntry', () => {
  beforeEach(() => {
    sessionRenew.mockReset();
  });

  it('renews a session on entry and keeps a new token', async () => {
    sessionRenew.mockResolvedValue({ token: 'new', userName: 'demo01', customerType: 0, firstTimeLogin: false });
    useSessionStore.setState({ session: SESSION, expiredFrom: null });
    renderHook(() => useRenewSessionOnEntry());
    await waitFor(() => expect(useSessionStore.getState().session?.token).toBe('new'));
    expect(sessionRenew).toHaveBeenCalledTimes(1);
  });

  it('takes the user name and type of the answer: a session begun from a link learns them', async () => {
    sessionRenew.mockResolvedValue({ token: 'old', userName: 'agent01', customerType: 1, firstTimeLogin: false });
    useSessionStore.setState({ session: { ...SESSION, userName: '', type: 0 }, expiredFrom: null });
    renderHook(() => useRenewSessionOnEntry());
    await waitFor(() =>
      expect(useSessionStore.getState().session).toMatchObject({ token: 'old', userName: 'agent01', type: 1 }),
    );
  });

  it('drops an answer that arrives after the session changed (a link switched the account)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    sessionRenew.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    useSessionStore.setState({ session: SESSION, expiredFrom: null });
    renderHook(() => useRenewSessionOnEntry());
    const agent = { ...SESSION, token: 'agent-token', userName: 'agent01', type: 1 };
    useSessionStore.getState().signIn(agent);
    answer({ token: 'demo-new', userName: 'demo01', customerType: 0, firstTimeLogin: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useSessionStore.getState().session).toEqual(agent);
  });

  it('keeps the session as it is when the renewal fails, as an answer the app cannot read does (src/api/readable/auth.ts)', async () => {
    sessionRenew.mockRejectedValue(new ApiError('server', 'sessionRenew', UNREADABLE_ANSWER_CODE));
    useSessionStore.setState({ session: SESSION, expiredFrom: null });
    renderHook(() => useRenewSessionOnEntry());
    await waitFor(() => expect(sessionRenew).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useSessionStore.getState().session).toEqual(SESSION);
  });

  it('makes no call without a session', () => {
    useSessionStore.setState({ session: null, expiredFrom: null });
    renderHook(() => useRenewSessionOnEntry());
    expect(sessionRenew).not.toHaveBeenCalled();
  });
});
