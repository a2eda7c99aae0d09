import { useEffect } from 'react';
import { api } from '@/api';
import { useSessionStore } from '@/stores/session';

/** Home entry with a session renews it (accounts-and-access §4); a 401 answer expires it. */
export function useRenewSessionOnEntry(): void {
  const hasSession = useSessionStore((s) => !!s.session);
  useEffect(() => {
    if (!hasSession) return;
    api.sessionRenew().then(
      (value) => {
        const current = useSessionStore.getState().session;
        if (current && value?.token && value.token !== current.token)
          useSessionStore.getState().signIn({ ...current, token: value.token });
      },
      () => undefined,
    );
  }, [hasSession]);
}
