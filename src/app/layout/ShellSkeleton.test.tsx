import { act } from '@testing-library/react';
import i18next from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteId } from '@/config/paths';
import { applyConfigOverrides, buildTimeConfig } from '@/config/runtime';
import english from '../../../locales/en/common.json';
import vietnamese from '../../../locales/vi/common.json';
import { routeHandle } from '../route-handle';
import { ShellSkeleton } from './ShellSkeleton';

beforeAll(() =>
  i18next.use(initReactI18next).init({
    lng: 'VI',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: { EN: { common: english }, VI: { common: vietnamese } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  }),
);

const frameOf = (id: RouteId) => {
  const path = `/m/${id}`;
  const router = createMemoryRouter([{ path, handle: routeHandle(id), element: <ShellSkeleton /> }], {
    initialEntries: [path],
  });
  return <RouterProvider router={router} />;
};

describe('ShellSkeleton (the prerendered frame)', () => {
  // The frame is built in the build's default language (here VI); a visitor whose language differs
  // hydrates it in theirs until the shell replaces it: labels and control names may differ, and React
  // must not report a mismatch for them on every such visit.
  /** Prerenders the frame of `id`, makes `change`, hydrates it: the mismatches React reports. */
  async function hydrationErrors(id: RouteId, change: () => Promise<unknown> | void): Promise<string[]> {
    const html = renderToString(frameOf(id));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await change();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // React reports a mismatch it recovers from (by rendering the tree again) here, not on the console.
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, frameOf(id), { onRecoverableError: (error) => recovered.push(error) });
    });
    const messages = [...errors.mock.calls, ...recovered.map((error) => [error])].map((call) =>
      call.map(String).join(' ').slice(-900),
    );
    errors.mockRestore();
    container.remove();
    return messages;
  }

  it.each<RouteId>(['login', 'home'])(
    "/m/%s hydrates in a visitor's other language without a hydration mismatch",
    async (id) => {
      await i18next.changeLanguage('VI');
      expect(await hydrationErrors(id, () => i18next.changeLanguage('EN'))).toEqual([]);
    },
  );

  // A deployment's settings (its /m/config.json) may name another brand than the build the pages were made with.
  it("/m/home hydrates with the deployment's own brand without a hydration mismatch", async () => {
    await i18next.changeLanguage('VI');
    expect(await hydrationErrors('home', () => void applyConfigOverrides({ brand: 'Alpha Casino' }))).toEqual([]);
    applyConfigOverrides({ brand: buildTimeConfig.brand });
  });
});
