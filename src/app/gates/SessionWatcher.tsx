import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { useSessionStore } from '@/stores/session';

/** A call answered 401: drop cached member data and go to /m/login with the message. */
export function SessionWatcher() {
  const expiredFrom = useSessionStore((s) => s.expiredFrom);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    if (!expiredFrom) return;
    queryClient.removeQueries({ queryKey: ['memberInfo'] });
    queryClient.removeQueries({ queryKey: ['wallet'] });
    toast.info(t('errors.notLoggedIn'));
    if (!window.location.pathname.startsWith(href('login'))) {
      navigate(href('login'), { state: { returnTo: expiredFrom } });
    }
  }, [expiredFrom, navigate, queryClient, t]);
  return null;
}
