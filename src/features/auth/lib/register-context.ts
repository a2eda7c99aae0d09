import type { RegisterMethod } from '@/api/types/auth';
import { detectPlatform, type PlatformInfo } from '@/lib/platform';
import { AFFILIATE_QUERY_KEYS, RECOMMENDER_QUERY_KEY } from '@/config/referral-link';

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
export function recommenderFromLink(search: string): string | null {
  return new URLSearchParams(search).get(RECOMMENDER_QUERY_KEY)?.trim() || null;
}
