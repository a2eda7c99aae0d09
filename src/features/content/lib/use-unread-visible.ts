import { isTrialType } from '@/config/constants';
import { useSession } from '@/stores/session';

/** Unread dots and counts exist only for members with a session; trial users (type 4) have none. */
export function useUnreadVisible(): boolean {
  const session = useSession();
  return !!session && !isTrialType(session.type);
}
