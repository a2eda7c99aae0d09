import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import agent from '../../../../locales/en/agent.json';
import common from '../../../../locales/en/common.json';
import { useSessionStore } from '@/stores/session';

let ready: Promise<unknown> | null = null;

/** English `common` and `agent` strings, loaded once per test file. */
export function setupAgentI18n() {
  ready ??= i18next.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: false,
    ns: ['common', 'agent'],
    defaultNS: 'common',
    resources: { EN: { common, agent } },
    interpolation: { escapeValue: false },
  });
  return ready;
}

export function signInAs(userName: string, type: number) {
  useSessionStore.getState().signIn({ token: 't0k3n', merchantCode: 'DEMO', userName, type, firstTimeLogin: false });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Render inside a fresh query client and a memory router at `path`. */
export function renderAgent(ui: ReactElement, { path = '/m/home' }: { path?: string } = {}) {
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
