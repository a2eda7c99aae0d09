import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { useMemo } from 'react';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const queryClient = useMemo(createQueryClient, []);
  const router = useMemo(createAppRouter, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
