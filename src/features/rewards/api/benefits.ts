import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { useDebouncedLanguage } from '@/lib/use-debounced-value';
import { useSession } from '@/stores/session';
import { rewardsKeys } from './keys';

/** The player's VIP level, valid bets and every level's benefits (member club benefit). */
export function useClubBenefit() {
  const user = useSession()?.userName;
  const language = useDebouncedLanguage();
  return useQuery({ queryKey: rewardsKeys.benefits(user, language), queryFn: () => api.clubBenefit() });
}
