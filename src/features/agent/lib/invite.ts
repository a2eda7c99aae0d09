import { AFFILIATE_QUERY_KEYS, RECOMMENDER_QUERY_KEY } from '@/config/referral-link';

/**
 * The invite link: the operator's affiliate link (or our register page) carrying the agent's
 * affiliate code, or for a member without a code their user name as the recommender.
 */
export function inviteLink(base: string, { code, userName }: { code?: string; userName: string }): string {
  const url = new URL(base, window.location.origin);
  if (code) url.searchParams.set(AFFILIATE_QUERY_KEYS[0], code);
  else url.searchParams.set(RECOMMENDER_QUERY_KEY, userName);
  return url.href;
}
