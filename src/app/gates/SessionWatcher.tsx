import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { dropMemberQueries } from '@/queries/member';
import { useSessionStore } from '@/stores/session';

/** A call answered 401: drop cached member data and go to /m/login with the message. */
export function SessionWatcher() {
  const expiredFrom = useSessionStore((s) => s.expiredFrom);
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef<string | null>(null);
  const onLogin = location.pathname.startsWith(href('login'));
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    // Announce each expiry once, however often the effect's dependencies change.
    if (!expiredFrom) handled.current = null;
    if (!expiredFrom || handled.current === expiredFrom) return;
    handled.current = expiredFrom;
    dropMemberQueries(queryClient);
    toast.info(t('errors.notLoggedIn'));
    if (!onLogin) navigate(href('login'), { state: { returnTo: expiredFrom } });
  }, [expiredFrom, navigate, queryClient, t, onLogin]);
  return null;
}
