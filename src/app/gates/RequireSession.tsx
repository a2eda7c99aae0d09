import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from '@/components/ui/toast';
import { href, type RouteId } from '@/config/paths';
import { useCurrentRoute } from '../route-handle';
import { useSession, useSessionStore } from '@/stores/session';

/** accounts-and-access §2: change password without a session goes to /m/home, not to /m/login. */
const HOME_WITHOUT_SESSION: readonly RouteId[] = ['changePsw'];

/** Protected screens: without a session, go to /m/login with the not-logged-in message. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  const route = useCurrentRoute();
  // An expired session (401) is announced by the SessionWatcher: one message, not two.
  const here = location.pathname + location.search;
  const expiredHere = useSessionStore((s) => s.expiredFrom === here);
  // A logout from this page goes to /m/home (accounts-and-access §4), whichever navigation lands first.
  const loggedOutHere = useSessionStore((s) => s.loggedOutFrom === here);
  const toHome = loggedOutHere || HOME_WITHOUT_SESSION.includes(route.id as RouteId);
  useEffect(() => {
    if (!session && !toHome && !expiredHere) toast.info(t('errors.notLoggedIn'));
  }, [session, toHome, expiredHere, t]);
  if (!session && toHome) return <Navigate to={href('home')} replace />;
  if (!session) return <Navigate to={href('login')} replace state={{ returnTo: here }} />;
  return <Outlet />;
}

export default RequireSession;
