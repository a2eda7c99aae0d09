import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import { api } from '@/api';
import type { Announcement } from '@/api/types/content';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { ANNOUNCEMENT_PLATFORM, CONTENT_STALE_MS, PROMOTION_TYPES } from '../constants';
import { contentKeys } from './keys';

/** Promotions (announcements of type PR), re-read when the language changes. */
export const promotionsQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.promotions(language),
    queryFn: async (): Promise<Announcement[]> => {
      const groups = await api.announcements({
        types: PROMOTION_TYPES,
        platform: ANNOUNCEMENT_PLATFORM,
        language,
      });
      return groups.promotion ?? [];
    },
    staleTime: CONTENT_STALE_MS,
  });

export const usePromotions = () => useQuery(promotionsQueryOptions(useDebouncedLanguage()));

export const promotionCategoriesQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.promotionCategories(language),
    queryFn: () => api.promotionCategories({ language }),
    staleTime: CONTENT_STALE_MS,
  });

export const usePromotionCategories = () => useQuery(promotionCategoriesQueryOptions(useDebouncedLanguage()));
