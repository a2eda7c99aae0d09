import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import common from '../../../../locales/en/common.json';
import lottery from '../../../../locales/en/lottery.json';
import { useSessionStore } from '@/stores/session';

let ready: Promise<unknown> | null = null;

/** English `common` and `lottery` strings, loaded once per test file. */
export function setupLotteryI18n() {
  ready ??= i18next.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: false,
    ns: ['common', 'lottery'],
    defaultNS: 'common',
    resources: { EN: { common, lottery } },
    interpolation: { escapeValue: false },
  });
  return ready;
}

export const signInDemo = () =>
  useSessionStore.getState().signIn({ token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Render inside a fresh query client and a memory router at `path`. */
export function renderLottery(ui: ReactElement, { path = '/m/lott' }: { path?: string } = {}) {
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
