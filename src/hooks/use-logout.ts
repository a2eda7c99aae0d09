import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@/api';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { clearFormDrafts } from '@/lib/form-drafts';
import { forgetRememberedLogin } from '@/lib/remembered-login';
import { clearStorage, writeString } from '@/lib/storage';
import { forgetLoginInThisTab, rememberChoiceOfThisTab } from '@/lib/tab-login';
import { dropMemberQueries } from '@/queries/member';
import { getToken, useSessionStore } from '@/stores/session';

/**
 * Logout (after the caller's confirm): waiting message, logout call, then clear token, trial
 * user, member info and session storage (this tab's login, form drafts), the remembered login
 * when "Remember me" was unticked, store autoLogin 0, go to /m/home and say so. The local session
 * is cleared even if the call fails: the player asked to leave.
 */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const hide = toast.loading(t('auth.loggingOut'));
      try {
        const token = getToken();
        if (token) await api.logout({ token }).catch(() => undefined);
      } finally {
        hide();
      }
    },
    onSettled: () => {
      // Unticked "Remember me" at this tab's login: nothing of the login stays behind the player.
      if (rememberChoiceOfThisTab() === false) forgetRememberedLogin();
      forgetLoginInThisTab();
      clearFormDrafts();
      // The page left behind knows it was a logout: a protected one sends the player home too, not to /m/login.
      useSessionStore.getState().signOut(location.pathname + location.search);
      clearStorage('session');
      writeString(STORAGE_KEYS.autoLogin, '0');
      dropMemberQueries(queryClient);
      navigate(href('home'));
      toast.success(t('auth.loggedOut'));
    },
  });
}
