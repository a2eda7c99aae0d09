import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@/api';
import type { LoginPayload, LoginValue } from '@/api/types/auth';
import { getConfig } from '@/config/runtime';
import { href } from '@/config/paths';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { judgeUrl } from '@/lib/url-policy';
import { writeString } from '@/lib/storage';
import { noteLoginInThisTab } from '@/lib/tab-login';
import { memberKeys } from '@/queries/keys';
import { useSessionStore } from '@/stores/session';
import { RETURN_TO_PARAM } from '../constants';
import { madePayload, type MutationCallbacks, type PayloadOrMaking } from './mutation-callbacks';

/** The address's `returnTo` (a social sign-in's way back), when it is a page of this app. */
function returnToInAddress(search: string): string | undefined {
  const verdict = judgeUrl(new URLSearchParams(search).get(RETURN_TO_PARAM));
  return verdict.kind === 'inside' ? verdict.path : undefined;
}

/** Where to go after logging in: the screen that sent the player here, else /m/home. */
export function useReturnTo(): string {
  const location = useLocation();
  const expiredFrom = useSessionStore((s) => s.expiredFrom);
  const fromState = (location.state as { returnTo?: string } | null)?.returnTo;
  const target = fromState ?? returnToInAddress(location.search) ?? expiredFrom;
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
export const useLoginCall = (callbacks: MutationCallbacks<LoginValue, PayloadOrMaking<LoginPayload>>) =>
  useMutation({
    mutationFn: async (request: PayloadOrMaking<LoginPayload>) => api.login(await madePayload(request)),
    ...callbacks,
  });
