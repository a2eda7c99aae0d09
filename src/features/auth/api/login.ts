import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '@/api';
import type { LoginPayload, LoginValue, SocialProvider } from '@/api/types/auth';
import { getConfig } from '@/config/runtime';
import { href } from '@/config/paths';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { writeString } from '@/lib/storage';
import { noteLoginInThisTab } from '@/lib/tab-login';
import { memberKeys } from '@/queries/keys';
import { useSessionStore } from '@/stores/session';
import { MOCK_SOCIAL_TOKEN_PREFIX } from '../constants';
import type { MutationCallbacks } from './mutation-callbacks';

/** Where to go after logging in: the screen that sent the player here, else /m/home. */
export function useReturnTo(): string {
  const location = useLocation();
  const expiredFrom = useSessionStore((s) => s.expiredFrom);
  const fromState = (location.state as { returnTo?: string } | null)?.returnTo;
  const target = fromState ?? expiredFrom;
  const authPaths = [href('login'), href('register'), href('forget')];
  return target && !authPaths.some((p) => target.startsWith(p)) ? target : href('home');
}

/**
 * Store a login answer as session info (MC_SESSION_INFO), refresh member data and go back to
 * where the player came from. Every sign-in flavour (password, SMS, social, register, trial) ends here.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  return useCallback(
    /**
     * `to: null` stores the session but stays (registration shows the account number first);
     * `remember`: the login form's "Remember me" (other sign-ins leave the remembered login as it is).
     */
    (value: LoginValue, options: { merchantCode?: string; to?: string | null; remember?: boolean } = {}) => {
      useSessionStore.getState().signIn({
        token: value.token,
        merchantCode: options.merchantCode ?? getConfig().merchantCode,
        userName: value.userName,
        type: value.customerType,
        firstTimeLogin: value.firstTimeLogin,
      });
      writeString(STORAGE_KEYS.autoLogin, '1');
      noteLoginInThisTab(value.userName, options.remember ?? true);
      void queryClient.invalidateQueries({ queryKey: memberKeys.allInfo() });
      void queryClient.invalidateQueries({ queryKey: memberKeys.allWallets() });
      if (options.to !== null) navigate(options.to ?? returnTo, { replace: true });
    },
    [queryClient, navigate, returnTo],
  );
}

/** The login call, by user name and password or by SMS code. */
export const useLoginCall = (callbacks: MutationCallbacks<LoginValue, LoginPayload>) =>
  useMutation({ mutationFn: (payload: LoginPayload) => api.login(payload), ...callbacks });

/** Sign in with a social provider (the demo's provider token stands in for the provider's sign-in). */
export const useSocialLoginCall = (callbacks: MutationCallbacks<LoginValue, SocialProvider>) =>
  useMutation({
    mutationFn: (provider: SocialProvider) =>
      api.socialLogin({
        provider,
        idToken: `${MOCK_SOCIAL_TOKEN_PREFIX}${provider}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
      }),
    ...callbacks,
  });
