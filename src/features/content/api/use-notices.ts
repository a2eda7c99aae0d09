import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import { api } from '@/api';
import type { AnnouncementGroups } from '@/api/types/content';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useSession } from '@/stores/session';
import { ANNOUNCEMENT_PLATFORM, NOTICE_TYPES } from '../constants';
import { newestFirst } from '../lib/newest-first';
import { contentKeys } from './keys';

/**
 * Player notices, popups and hot matches (types B, PL, PU), the notices newest first. The token is
 * sent when there is a session, so read flags are the member's own; the key carries the user so a
 * login refetches.
 */
export const noticesQueryOptions = (user: string | undefined, language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.notices(user, language),
    queryFn: async (): Promise<AnnouncementGroups> => {
      const groups = await api.announcements({
        types: NOTICE_TYPES,
        platform: ANNOUNCEMENT_PLATFORM,
        language,
      });
      return { ...groups, player: newestFirst(groups.player) };
    },
  });

export const useNotices = () => useQuery(noticesQueryOptions(useSession()?.userName, useDebouncedLanguage()));
