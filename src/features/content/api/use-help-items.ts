import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import { api } from '@/api';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { CONTENT_STALE_MS } from '../constants';
import { contentKeys } from './keys';

export const helpItemsQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.help(language),
    queryFn: () => api.helpCentre({ lang: language, device: 'MOBILE' }),
    staleTime: CONTENT_STALE_MS,
  });

export const useHelpItems = () => useQuery(helpItemsQueryOptions(useDebouncedLanguage()));
