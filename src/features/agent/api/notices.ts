import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import type { SessionInfo } from '@/stores/session';
import { api } from '@/api';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useSession } from '@/stores/session';
import { AGENT_NOTICE_GROUP } from '../constants';
import { agentKeys } from './keys';

/** Agent announcements of the given types, with the footer's unread count. */
export const agentNoticesQueryOptions = (session: SessionInfo | null, types: string, language: LanguageCode) =>
  queryOptions({
    queryKey: agentKeys.notices(session?.userName, types, language),
    queryFn: () =>
      api.announcements({
        types,
        groupName: AGENT_NOTICE_GROUP,
        platform: 'M',
        language,
      }),
  });

export function useAgentNotices(types: string) {
  const session = useSession();
  const language = useDebouncedLanguage();
  return useQuery({
    ...agentNoticesQueryOptions(session, types, language),
    enabled: !!session,
  });
}

/** Opening a notice marks it read; the list and the footer badge follow. */
export function useMarkNoticeRead() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: string) => api.markAnnouncementRead({ announcementId, read: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.allNotices(session?.userName) }),
  });
}
