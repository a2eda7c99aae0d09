/**
 * Component-test helpers shared by every feature: English strings of the named namespaces (another
 * language for one test), and a render inside a fresh query client and a memory router (with a
 * probe showing the location).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

const locales = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const strings = (language: string, namespace: string) =>
  locales[`../../locales/${language.toLowerCase()}/${namespace}.json`];

let ready: Promise<unknown> | null = null;

/** English `common` plus `namespace` strings, loaded once per test file. */
export function setupEnglish(namespace: string) {
  ready ??= i18next.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: false,
    ns: ['common', namespace],
    defaultNS: 'common',
    resources: { EN: { common: strings('EN', 'common'), [namespace]: strings('EN', namespace) } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return ready;
}

/**
 * Switch the UI to `language` (its `common` and `namespace` strings) for this test, English again
 * after it: how a screen writes numbers, dates and sentences in a language with other habits.
 */
export async function inLanguage(language: 'PT' | 'VI' | 'TY', namespace: string) {
  for (const ns of ['common', namespace]) {
    i18next.addResourceBundle(language, ns, strings(language, ns));
  }
  await act(() => i18next.changeLanguage(language));
  onTestFinished(async () => {
    await act(() => i18next.changeLanguage('EN'));
  });
}

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Render inside a fresh query client and a memory router at `path`. */
export function renderInApp(ui: ReactElement, { path = '/m/home' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** Lets the next animation frame run (what components defer to it, and the renders it causes). */
export const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
