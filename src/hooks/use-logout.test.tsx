import { useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import common from '../../locales/en/common.json';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { memberKeys } from '@/queries/keys';
import { readRememberedLogin, rememberLogin } from '@/lib/remembered-login';
import { noteLoginInThisTab } from '@/lib/tab-login';
import { useSessionStore, writeTrialName } from '@/stores/session';
import { useLogout } from './use-logout';

const logout = vi.fn();
vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  api: { logout: (payload: unknown) => logout(payload) },
}));

let runLogout: () => void = () => undefined;
function Probe() {
  const mutation = useLogout();
  useEffect(() => {
    runLogout = () => mutation.mutate();
  });
  return <output data-testid="where">{useLocation().pathname}</output>;
}

beforeAll(() =>
  i18next.use(initReactI18next).init({ lng: 'EN', ns: ['common'], defaultNS: 'common', resources: { EN: { common } } }),
);

function renderProbe(client = new QueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/m/member/home']}>
        <Routes>
          <Route path="*" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('useLogout', () => {
  it.each([
    ['succeeds', () => Promise.resolve(null)],
    ['fails', () => Promise.reject(new Error('offline'))],
  ])(
    'when the call %s: clears token, trial user, member info and session storage, stores autoLogin 0, goes home',
    async (_case, answer) => {
      logout.mockReset().mockImplementation(answer);
      useSessionStore
        .getState()
        .signIn({ token: 't', merchantCode: 'M', userName: 'trial1', type: 4, firstTimeLogin: false });
      localStorage.setItem(STORAGE_KEYS.memberInfo, '{"account":"trial1"}');
      writeTrialName('trial1');
      const client = new QueryClient();
      client.setQueryData(memberKeys.info('trial1'), { account: 'trial1' });
      renderProbe(client);
      act(() => runLogout());
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/m/home'));
      expect(logout).toHaveBeenCalledExactlyOnceWith({ token: 't' });
      expect(useSessionStore.getState().session).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.memberInfo)).toBeNull();
      expect(sessionStorage.getItem(STORAGE_KEYS.trialName)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
      expect(client.getQueryData(memberKeys.info('trial1'))).toBeUndefined();
    },
  );

  it.each([
    [false, 'forgets the remembered login', null],
    [true, 'keeps the remembered login', { type: 'username', username: 'demo01' }],
  ])('after a login in this tab with "Remember me" %s: %s', async (remember, _what, after) => {
    logout.mockReset().mockResolvedValue(null);
    await rememberLogin({ type: 'username', username: 'demo01' }, 'abc12345');
    useSessionStore
      .getState()
      .signIn({ token: 't', merchantCode: 'M', userName: 'demo01', type: 0, firstTimeLogin: false });
    noteLoginInThisTab('demo01', remember);
    renderProbe();
    act(() => runLogout());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/m/home'));
    expect(readRememberedLogin()).toEqual(after);
    expect(sessionStorage.getItem(STORAGE_KEYS.tabLogin)).toBeNull();
  });
});
