import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { href } from '@/config/paths';
import { useReturnTo } from '@/features/auth/api/login';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { onChangeInOtherTab } from '@/lib/storage';
import { dropMemberQueries } from '@/queries/member';
import { useSessionStore } from '@/stores/session';

/**
 * A logout or login in another tab of this browser reaches this one (the `storage` event on
 * MC_SESSION_INFO), without a reload: the member data of a session that ended goes at once (the
 * screens then show the logged-out state, and member screens send to login as for any visitor),
 * and a new session is picked up; a login screen it makes pointless gives way to where the
 * player was going. With storage blocked no tab shares a session, and nothing happens.
 */
export function SessionAcrossTabs() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onLogin = useLocation().pathname.startsWith(href('login'));
  const returnTo = useReturnTo();
  const leaveLoginFor = onLogin ? returnTo : null;

  // Reads the screen shown when the other tab acts, without subscribing again on each navigation.
  const followOtherTab = useEffectEvent(() => {
    const before = useSessionStore.getState().session;
    useSessionStore.getState().followStoredSession();
    const after = useSessionStore.getState().session;
    if (after === before) return;
    if (before) dropMemberQueries(queryClient);
    if (after && leaveLoginFor) navigate(leaveLoginFor, { replace: true });
  });
  useEffect(() => onChangeInOtherTab(STORAGE_KEYS.session, () => followOtherTab()), []);
  return null;
}
