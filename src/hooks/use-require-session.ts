import { useCallback, useEffect, useEffectEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { isTrialType } from '@/config/constants';
import { useSessionStore } from '@/stores/session';

/**
 * Guard for actions that need a session (launch, favourite, recent, winner launch…): logged-out
 * users go to /m/login with the message and come back here after logging in. With
 * `{ realAccount: true }` trial users (type 4) are told to log in with a real account. With
 * `{ replace: true }` the login page takes the place of this one in the history (a page that needs a
 * session as it opens: Back would only open it and be sent to log in again).
 */
export function useRequireSession() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (options: { realAccount?: boolean; replace?: boolean } = {}): boolean => {
      const session = useSessionStore.getState().session;
      if (!session) {
        toast.info(t('errors.notLoggedIn'));
        navigate(href('login'), { replace: options.replace, state: { returnTo: location.pathname + location.search } });
        return false;
      }
      if (options.realAccount && isTrialType(session.type)) {
        toast.info(t('errors.trialForbidden'));
        return false;
      }
      return true;
    },
    [t, navigate, location.pathname, location.search],
  );
}

/**
 * A page opened by a link to what needs a session (a lobby's fav or recent tab): a visitor goes to
 * /m/login as a tap would, and the login page takes the link's place in the history, so Back leaves
 * it instead of coming back to be sent again. Checked once, as the page opens.
 */
export function useSessionForLink(needed: boolean): void {
  const requireSession = useRequireSession();
  const check = useEffectEvent(() => needed && requireSession({ replace: true }));
  useEffect(() => {
    check();
  }, []);
}
