import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';

/** Per-field register settings and the password rule set; both drive the form. */
export function useRegisterSettings() {
  const settings = useQuery({
    queryKey: ['auth', 'registerSettings'],
    queryFn: () => api.registerSettings(),
    staleTime: 5 * 60_000,
  });
  const validation = useQuery({
    queryKey: ['auth', 'registerValidation'],
    queryFn: () => api.registerValidation(),
    staleTime: 5 * 60_000,
  });
  return {
    settings: settings.data,
    validation: validation.data,
    isPending: settings.isPending || validation.isPending,
    error: settings.error ?? validation.error,
    retry: () => {
      void settings.refetch();
      void validation.refetch();
    },
  };
}
