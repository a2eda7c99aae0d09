import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import type { LanguageCode } from '@/api/types/common';
import type { Banner, BannerGroup } from '@/api/types/content';
import { currentLanguage } from '@/lib/i18n';
import { preloadPicturesOf } from '@/queries/picture-preload';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { BANNER_PLATFORM, BANNER_STALE_MS, BANNER_TYPE } from './constants';

export const bannerKeys = { group: (group: BannerGroup, lang: string) => ['banners', group, lang] as const };

const bannersQuery = (group: BannerGroup, language: LanguageCode) =>
  queryOptions({
    queryKey: bannerKeys.group(group, language),
    queryFn: async (): Promise<Banner[]> => {
      const groups = await api.announcements({
        types: BANNER_TYPE,
        platform: BANNER_PLATFORM,
        groupName: group,
        language,
      });
      return (groups.banners ?? []).filter((b) => b.groupName === group);
    },
    staleTime: BANNER_STALE_MS,
  });

/** Banners of one group (help, m_home, m_pro, m_pro1, m_reg, m_hot, …) from the announcements call. */
export function useBanners(group: BannerGroup) {
  return useQuery(bannersQuery(group, useDebouncedLanguage()));
}

/**
 * Ask for a group's banners before React has rendered the page that shows them (a route's
 * `clientLoader`, which runs with the route's code): a page's first banner is its largest paint, and the call would
 * otherwise go out only once the page has rendered. The page's `useBanners` then finds it loading; the
 * first banner's picture is asked for as soon as the answer is in (preloadPictures).
 */
export function prefetchBanners(queryClient: QueryClient, group: BannerGroup): void {
  const options = bannersQuery(group, currentLanguage());
  preloadPicturesOf<Banner[]>(queryClient, queryClient.prefetchQuery(options), options.queryKey, (banners) =>
    banners.slice(0, 1).map((banner) => banner.url),
  );
}
