import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import common from '../../../../locales/en/common.json';
import rewards from '../../../../locales/en/rewards.json';
import { Toaster } from '@/components/ui/toast';
import { inLanguage } from '../../../../tests/support/render';
import { useSessionStore, type SessionInfo } from '@/stores/session';

let ready: Promise<unknown> | null = null;

/** English `common` and `rewards` strings, loaded once per test file. */
export function setupRewardsI18n() {
  ready ??= i18next.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: false,
    ns: ['common', 'rewards'],
    defaultNS: 'common',
    resources: { EN: { common, rewards } },
    interpolation: { escapeValue: false },
  });
  return ready;
}

/** Vietnamese for this test (Intl names months in lower case there). */
export const inVietnamese = () => inLanguage('VI', 'rewards');

export const DEMO_SESSION: SessionInfo = {
  token: 't-demo',
  merchantCode: 'DEMO',
  userName: 'demo01',
  type: 0,
  firstTimeLogin: false,
};

/** Log a player in for the next render. */
export function signInAs(session: SessionInfo = DEMO_SESSION) {
  useSessionStore.setState({ session, expiredFrom: null });
}

/** Render inside a fresh query client and a memory router. */
export function renderRewards(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** `renderRewards` with the app's toaster beside the screen, for tests of the messages a screen shows. */
export const renderRewardsWithToasts = (ui: ReactElement) =>
  renderRewards(
    <>
      {ui}
      <Toaster />
    </>,
  );
