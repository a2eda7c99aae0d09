import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import type { Announcement } from '@/api/types/content';
import { getConfig } from '@/config/runtime';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { ANNOUNCEMENT_PLATFORM, CONTENT_STALE_MS, PROMOTION_TYPES } from '../constants';
import { contentKeys } from './keys';

/** Promotions (announcements of type PR), re-read when the language changes. */
export function usePromotions() {
  const language = useDebouncedLanguage();
  return useQuery({
    queryKey: contentKeys.promotions(language),
    queryFn: async (): Promise<Announcement[]> => {
      const groups = await api.announcements({
        types: PROMOTION_TYPES,
        platform: ANNOUNCEMENT_PLATFORM,
        merchantCode: getConfig().merchantCode,
        language,
      });
      return groups.promotion ?? [];
    },
    staleTime: CONTENT_STALE_MS,
  });
}

export function usePromotionCategories() {
  const language = useDebouncedLanguage();
  return useQuery({
    queryKey: contentKeys.promotionCategories(language),
    queryFn: () => api.promotionCategories({ language }),
    staleTime: CONTENT_STALE_MS,
  });
}
