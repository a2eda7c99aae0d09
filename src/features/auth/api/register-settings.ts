import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { authKeys } from './keys';

/** Per-field register settings (enabled, required, rules). */
export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.registerSettings(),
    queryFn: () => api.registerSettings(),
    staleTime: 5 * 60_000,
  });

/** The password rule set of registration and password changes. */
export const passwordRulesQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.registerValidation(),
    queryFn: () => api.registerValidation(),
    staleTime: 5 * 60_000,
  });

/** The password rule set (the change-password form checks the new password by it). */
export const usePasswordRules = () => useQuery(passwordRulesQueryOptions());

/** Per-field register settings and the password rule set; both drive the form. */
export function useRegisterSettings() {
  const settings = useQuery(registerSettingsQueryOptions());
  const validation = usePasswordRules();
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
