import type { DownloadLink } from '@/api/types/site';
import { SOCIAL_MAX_ENTRIES } from '../constants';

export type SocialNetwork = 'telegram' | 'facebook';

export interface SocialLink {
  url: string;
  label: string;
}

/** The resource types feeding each floating button, in order. */
export const SOCIAL_RESOURCE_TYPES: Record<SocialNetwork, readonly string[]> = {
  telegram: ['TELEGRAM', 'TELEGRAM2'],
  facebook: ['FACEBOOK', 'FACEBOOK2'],
};

/** Links of one network from the status resources: trimmed, non-empty, at most two. */
export function socialLinks(resources: readonly DownloadLink[] = [], network: SocialNetwork): SocialLink[] {
  const types = SOCIAL_RESOURCE_TYPES[network];
  return resources
    .filter((r) => types.includes(r.resourceType.toUpperCase()) && r.url.trim())
    .sort((a, b) => types.indexOf(a.resourceType.toUpperCase()) - types.indexOf(b.resourceType.toUpperCase()))
    .slice(0, SOCIAL_MAX_ENTRIES)
    .map((r) => ({ url: r.url.trim(), label: r.labelNameEn?.trim() || r.resourceType }));
}
