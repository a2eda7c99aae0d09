import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { useSession } from '@/stores/session';

/** Protected screens: without a session, go to /m/login with the not-logged-in message. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    if (!session) toast.info(t('errors.notLoggedIn'));
  }, [session, t]);
  if (!session) return <Navigate to={href('login')} replace state={{ returnTo: location.pathname + location.search }} />;
  return <Outlet />;
}
