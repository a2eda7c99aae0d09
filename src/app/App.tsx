import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { useMemo } from 'react';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** `queryClient`: the one src/main.tsx has already started the route's first calls with. */
export function App({ queryClient: given }: { queryClient?: QueryClient } = {}) {
  const queryClient = useMemo(() => given ?? createQueryClient(), [given]);
  const router = useMemo(createAppRouter, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
