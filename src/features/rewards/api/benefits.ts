import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/api/types/common';
import { api } from '@/api';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useSession } from '@/stores/session';
import { rewardsKeys } from './keys';

/** The player's VIP level, valid bets and every level's benefits (member club benefit). */
export const clubBenefitQueryOptions = (user: string | undefined, language: LanguageCode) =>
  queryOptions({ queryKey: rewardsKeys.benefits(user, language), queryFn: () => api.clubBenefit() });

export const useClubBenefit = () =>
  useSuspenseQuery(clubBenefitQueryOptions(useSession()?.userName, useDebouncedLanguage()));
