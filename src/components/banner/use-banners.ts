import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import type { Banner, BannerGroup } from '@/api/types/content';
import { getConfig } from '@/config/runtime';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { BANNER_PLATFORM, BANNER_STALE_MS, BANNER_TYPE } from './constants';

export const bannerKeys = { group: (group: BannerGroup, lang: string) => ['banners', group, lang] as const };

/** Banners of one group (help, m_home, m_pro, m_pro1, m_reg, m_hot, …) from the announcements call. */
export function useBanners(group: BannerGroup) {
  const language = useDebouncedLanguage();
  return useQuery({
    queryKey: bannerKeys.group(group, language),
    queryFn: async (): Promise<Banner[]> => {
      const groups = await api.announcements({ types: BANNER_TYPE, platform: BANNER_PLATFORM, merchantCode: getConfig().merchantCode, groupName: group, language });
      return (groups.banners ?? []).filter((b) => b.groupName === group);
    },
    staleTime: BANNER_STALE_MS,
  });
}
