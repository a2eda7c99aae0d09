import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import type { LanguageCode } from '@/api/types/common';
import type { PromotionCommentPayload } from '@/api/types/member';
import { isTrialType } from '@/config/constants';
import { useSingleFlightMutation } from '@/hooks/use-single-flight-mutation';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useSession } from '@/stores/session';
import { CONTENT_STALE_MS } from '../constants';
import { contentKeys } from './keys';

/** The promotions open to the member (available promotions, GET), as a set of ids. */
export const availablePromotionsQueryOptions = (user: string | undefined, language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.availablePromotions(user, language),
    queryFn: () => api.availablePromotions(),
    select: (answer) => new Set(answer.content.map((promotion) => promotion.id)),
    staleTime: CONTENT_STALE_MS,
  });

/** Read for a member only: visitors have none, and trial players are not members of promotions. */
export function useAvailablePromotions() {
  const session = useSession();
  const language = useDebouncedLanguage();
  return useQuery({
    ...availablePromotionsQueryOptions(session?.userName, language),
    enabled: !!session && !isTrialType(session.type),
  });
}

/** A comment on a promotion open to the member. */
export const useSendPromotionComment = () =>
  useSingleFlightMutation({ mutationFn: (payload: PromotionCommentPayload) => api.promotionComment(payload) });
