/**
 * Query parameters of a referral link: the invite dialog builds them, the register page reads them.
 * The first affiliate key is the one the invite link writes; the others are the platform's older links.
 */
export const AFFILIATE_QUERY_KEYS = ['affiliateCode', 'code', 'a'] as const;
/** A member's referral link names the member (accounts-and-access §3: the register payload's recommenderId). */
export const RECOMMENDER_QUERY_KEY = 'recommenderId';
