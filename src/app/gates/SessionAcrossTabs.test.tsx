import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSessionStore, type SessionInfo } from '@/stores/session';
import { SessionAcrossTabs } from './SessionAcrossTabs';

const DEMO01: SessionInfo = { token: 't1', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** What the browser does in this tab when another tab writes MC_SESSION_INFO. */
function otherTabStores(session: SessionInfo | null) {
  if (session) localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  else localStorage.removeItem(STORAGE_KEYS.session);
  act(
    () =>
      void window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session, storageArea: localStorage })),
  );
}

function renderAt(entry: string | { pathname: string; state: unknown }) {
  const client = new QueryClient();
  client.setQueryData(['memberInfo', 'demo01'], { account: 'demo01' });
  client.setQueryData(['wallet', 'demo01'], { sumBalance: 12345.67, currencySymbol: '¥' });
  client.setQueryData(['siteStatus'], { maintenance: false });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <SessionAcrossTabs />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('SessionAcrossTabs', () => {
  beforeEach(() => useSessionStore.setState({ session: null, expiredFrom: null }));

  it('a logout in another tab ends the session here and drops its member data at once', () => {
    useSessionStore.setState({ session: DEMO01 });
    const client = renderAt('/m/home');
    otherTabStores(null);
    expect(useSessionStore.getState().session).toBeNull();
    expect(client.getQueryData(['wallet', 'demo01'])).toBeUndefined();
    expect(client.getQueryData(['memberInfo', 'demo01'])).toBeUndefined();
    expect(client.getQueryData(['siteStatus'])).toBeDefined();
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
  });

  it('a login in another tab is picked up, and a login screen here goes where the player was going', () => {
    renderAt({ pathname: '/m/login', state: { returnTo: '/m/withdraw' } });
    otherTabStores(DEMO01);
    expect(useSessionStore.getState().session).toEqual(DEMO01);
    expect(screen.getByTestId('where')).toHaveTextContent('/m/withdraw');
  });

  it('a login elsewhere is picked up without moving a tab that is not on the login screen', () => {
    renderAt('/m/rng');
    otherTabStores(DEMO01);
    expect(useSessionStore.getState().session).toEqual(DEMO01);
    expect(screen.getByTestId('where')).toHaveTextContent('/m/rng');
  });

  it('another account logged in elsewhere replaces this one, dropping the old member data', () => {
    useSessionStore.setState({ session: DEMO01 });
    const client = renderAt('/m/member/home');
    otherTabStores({ ...DEMO01, token: 't2', userName: 'vip01' });
    expect(useSessionStore.getState().session?.userName).toBe('vip01');
    expect(client.getQueryData(['wallet', 'demo01'])).toBeUndefined();
  });

  it('a corrupt value written elsewhere logs this tab out too, and is discarded', () => {
    useSessionStore.setState({ session: DEMO01 });
    renderAt('/m/home');
    localStorage.setItem(STORAGE_KEYS.session, '{"token":1}');
    act(
      () =>
        void window.dispatchEvent(
          new StorageEvent('storage', { key: STORAGE_KEYS.session, storageArea: localStorage }),
        ),
    );
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('keeps the member data when the other tab stored the same session again', () => {
    useSessionStore.setState({ session: DEMO01 });
    const client = renderAt('/m/home');
    otherTabStores({ ...DEMO01 });
    expect(useSessionStore.getState().session).toBe(DEMO01);
    expect(client.getQueryData(['wallet', 'demo01'])).toBeDefined();
  });
});
