import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { CONTENT_STALE_MS } from '../constants';
import { contentKeys } from './keys';

export function useHelpItems() {
  const language = useDebouncedLanguage();
  return useQuery({
    queryKey: contentKeys.help(language),
    queryFn: () => api.helpCentre({ lang: language, device: 'MOBILE' }),
    staleTime: CONTENT_STALE_MS,
  });
}
