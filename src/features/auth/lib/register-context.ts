import type { RegisterMethod } from '@/api/types/auth';
import { detectPlatform, type PlatformInfo } from '@/lib/platform';
import { AFFILIATE_QUERY_KEYS, RECOMMENDER_QUERY_KEY } from '@/config/referral-link';
import { hasFields, isNonEmptyString, isOptional } from '@/lib/guards';
import { readJson, writeJson } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** How the player is running the site: an iOS home-screen web clip, an installed PWA, or the browser. */
export function registerMethod(platform: PlatformInfo = detectPlatform()): RegisterMethod {
  if (!platform.standalone) return 'H5';
  return platform.ios ? 'WEBCLIP' : 'PWA';
}

/** The affiliate (invitation) code carried by a referral link, if any. */
export function affiliateFromLink(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const key of AFFILIATE_QUERY_KEYS) {
    const code = params.get(key)?.trim();
    if (code) return code;
  }
  return null;
}

/** The referring member a member's referral link names, if any. */
function recommenderFromLink(search: string): string | null {
  return new URLSearchParams(search).get(RECOMMENDER_QUERY_KEY)?.trim() || null;
}

/** Who referred the player: an affiliate (invitation) code, or the member a member's referral link names. */
export interface Referral {
  affiliateCode?: string;
  recommenderId?: string;
}

const isReferral = hasFields({
  affiliateCode: isOptional(isNonEmptyString),
  recommenderId: isOptional(isNonEmptyString),
});

const linkReferral = (search: string): Referral => ({
  affiliateCode: affiliateFromLink(search) ?? undefined,
  recommenderId: recommenderFromLink(search) ?? undefined,
});
const carriesReferral = (referral: Referral) => !!(referral.affiliateCode || referral.recommenderId);

/** The referral of this tab: the page link's, else the one a referral link left in this tab (rememberReferral). */
export function referralOfTab(search: string): Referral {
  const fromLink = linkReferral(search);
  return carriesReferral(fromLink) ? fromLink : (readJson(STORAGE_KEYS.referral, isReferral, 'session') ?? {});
}

/**
 * Keep the page link's referral for this tab (session storage; a link with another replaces it), so
 * the Login tab and back, or any other way to the register page, still registers under it.
 */
export function rememberReferral(search: string): void {
  const fromLink = linkReferral(search);
  if (carriesReferral(fromLink)) writeJson(STORAGE_KEYS.referral, fromLink, 'session');
}
