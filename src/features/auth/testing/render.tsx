import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import auth from '../../../../locales/en/auth.json';
import common from '../../../../locales/en/common.json';
import { Toaster } from '@/components/ui/toast';

let ready: Promise<unknown> | null = null;

/** English `common` and `auth` strings (TY too, for language-change tests), loaded once per file. */
export function setupAuthI18n() {
  ready ??= import('../../../../locales/ty/auth.json').then((ty) =>
    i18next.use(initReactI18next).init({
      lng: 'EN',
      fallbackLng: false,
      ns: ['common', 'auth'],
      defaultNS: 'common',
      resources: { EN: { common, auth }, TY: { auth: ty.default } },
      interpolation: { escapeValue: false },
    }),
  );
  return ready;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Render inside a fresh query client, a memory router at `path` and the toaster. */
export function renderAuth(ui: ReactElement, { path = '/m/login', state }: { path?: string; state?: unknown } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
        <Routes>
          <Route path="*" element={<>{ui}<LocationProbe /><Toaster /></>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

export const locationText = () => document.querySelector('[data-testid="location"]')?.textContent;
