import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import common from '../../../../locales/en/common.json';
import member from '../../../../locales/en/member.json';
import { useSessionStore, type SessionInfo } from '@/stores/session';

let ready: Promise<unknown> | null = null;

/** English `common` and `member` strings, loaded once per test file. */
export function setupMemberI18n() {
  ready ??= i18next.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: false,
    ns: ['common', 'member'],
    defaultNS: 'common',
    resources: { EN: { common, member } },
    interpolation: { escapeValue: false },
  });
  return ready;
}

export const DEMO_SESSION: SessionInfo = { token: 't-demo', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false };

/** Log a player in (or out with `null`) for the next render. */
export function signInAs(session: SessionInfo | null = DEMO_SESSION) {
  useSessionStore.setState({ session, expiredFrom: null });
}

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Render inside a fresh query client and a memory router at `path`. */
export function renderMember(ui: ReactElement, { path = '/m/member/home' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<>{ui}<LocationProbe /></>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
