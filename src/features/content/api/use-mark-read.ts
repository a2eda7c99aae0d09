import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/api';
import type { AnnouncementGroups } from '@/api/types/content';
import { isTrialType } from '@/config/constants';
import { useSession } from '@/stores/session';
import { MARK_READ_THROTTLE_MS } from '../constants';
import { contentKeys } from './keys';
import { createThrottledQueue } from './throttled-queue';

const markRead = (groups: AnnouncementGroups, id: string): AnnouncementGroups => {
  const mark = <T extends { id: string; read?: boolean }>(list: T[]) =>
    list.map((a) => (a.id === id ? { ...a, read: true } : a));
  const wasUnread = groups.player.some((a) => a.id === id && !a.read);
  return {
    ...groups,
    player: mark(groups.player),
    hot: mark(groups.hot),
    popup: mark(groups.popup),
    footer: groups.footer && { unreadCount: Math.max(0, groups.footer.unreadCount - (wasUnread ? 1 : 0)) },
  };
};

// One queue per query client (the app has one): the throttle spans every screen.
const queues = new WeakMap<QueryClient, (id: string) => void>();
function serverQueue(client: QueryClient) {
  let queue = queues.get(client);
  if (!queue) {
    queue = createThrottledQueue(async (id: string) => {
      // Silent, as every announcement and notice call (games-and-content §7): a failed mark says
      // nothing, and the server's read state, fetched after it, shows the announcement unread again.
      await api.markAnnouncementRead({ announcementId: id, read: true }).catch(() => undefined);
      await client.invalidateQueries({ queryKey: contentKeys.allNotices() });
    }, MARK_READ_THROTTLE_MS);
    queues.set(client, queue);
  }
  return queue;
}

/**
 * Mark an announcement read: at once in every cached notice list, then the server call
 * (throttled 150 ms), then a refetch; a failed call is silent. Visitors and trial members
 * (type 4) keep no read state.
 */
export function useMarkAnnouncementRead() {
  const client = useQueryClient();
  const session = useSession();
  return useCallback(
    (id: string) => {
      if (!session || isTrialType(session.type)) return;
      client.setQueriesData<AnnouncementGroups>(
        { queryKey: contentKeys.allNotices() },
        (groups) => groups && markRead(groups, id),
      );
      serverQueue(client)(id);
    },
    [client, session],
  );
}
