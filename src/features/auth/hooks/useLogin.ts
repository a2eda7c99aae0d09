import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import type { LoginPayload } from '@/api/types/auth';
import { getConfig } from '@/config/runtime';
import { useSessionStore } from '@/stores/session';

/** The login call; on success the session info is stored (MC_SESSION_INFO). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: LoginPayload) => api.login(payload),
    onSuccess: (value) => {
      useSessionStore.getState().signIn({
        token: value.token,
        merchantCode: getConfig().merchantCode,
        userName: value.userName,
        type: value.customerType,
        firstTimeLogin: value.firstTimeLogin,
      });
      void queryClient.invalidateQueries({ queryKey: ['memberInfo'] });
    },
  });
}
