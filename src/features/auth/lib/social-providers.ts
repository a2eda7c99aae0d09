import type { SocialProvider } from '@/api/types/auth';

/** Whitelabel flag of each provider (the spec does not name Telegram's; the platform's pattern is used). */
export const PROVIDER_FLAGS: Record<SocialProvider, string> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
  telegram: 'TELEGRAMLOGIN3',
};
export const SOCIAL_PROVIDERS = Object.keys(PROVIDER_FLAGS) as SocialProvider[];

/** The letter or sign drawn in each provider's coloured mark (decorative; the provider's name is written beside it). */
export const PROVIDER_MARKS: Record<SocialProvider, string> = { facebook: 'f', google: 'G', telegram: '✈' };

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && Object.hasOwn(PROVIDER_FLAGS, value);
