import { useEffect } from 'react';
import { api } from '@/api';
import { getToken, useSessionStore } from '@/stores/session';

/**
 * Home entry with a session renews it (accounts-and-access §4); a 401 answer expires it. The answer's
 * token, user name and type become the session's (a session begun from a link learns them here too).
 */
export function useRenewSessionOnEntry(): void {
  const hasSession = useSessionStore((s) => !!s.session);
  useEffect(() => {
    if (!hasSession) return;
    const renewed = getToken();
    // An answer the app cannot read renews nothing, like a failed call: the session stays as it is.
    api.sessionRenew().then(
      (value) => {
        const { session, signIn, adoptAccount } = useSessionStore.getState();
        // The answer for a session that has since ended or changed (logout, a link's account) is dropped.
        if (!session || session.token !== renewed) return;
        const token = value.token || renewed;
        if (token !== renewed) signIn({ ...session, token });
        adoptAccount(token, { userName: value.userName, type: value.customerType });
      },
      () => undefined,
    );
  }, [hasSession]);
}
