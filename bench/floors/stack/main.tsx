// Floor 2: our stack wired and nothing of the app: a router, TanStack Query's provider, one
// zustand store and i18next with one key. The live build's initial JS is budgeted against this.
import i18next from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { create } from 'zustand';

const useCounter = create<{ count: number; bump(): void }>((set) => ({
  count: 0,
  bump: () => set((s) => ({ count: s.count + 1 })),
}));

function Hello() {
  const { t } = useTranslation();
  const count = useCounter((s) => s.count);
  const bump = useCounter((s) => s.bump);
  return (
    <h1 onClick={bump}>
      {t('hello')} {count || ''}
    </h1>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Hello /> }]);
const queryClient = new QueryClient();

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { hello: 'Hello from the stack' } } } })
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
