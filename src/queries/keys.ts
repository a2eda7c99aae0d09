import type { LanguageCode } from '@/api/types/common';

/** Query keys of the member data several features share; a player's keys carry the user name. */
export const memberKeys = {
  /** Prefix of every player's member info. */
  allInfo: () => ['memberInfo'] as const,
  info: (user: string | undefined) => [...memberKeys.allInfo(), user] as const,
  /** Prefix of every player's wallet. */
  allWallets: () => ['wallet'] as const,
  wallet: (user: string | undefined) => [...memberKeys.allWallets(), user] as const,
  unreadMail: (user: string | undefined) => ['unread', 'mail', user] as const,
  unreadChat: (user: string | undefined) => ['unread', 'chat', user] as const,
};

/** Query keys of the site-wide state: status, flags, settings, service link, vendor sorting. */
export const siteKeys = {
  status: () => ['siteStatus'] as const,
  flags: () => ['whitelabel'] as const,
  settings: () => ['consolidatedSettings'] as const,
  customerServiceLink: () => ['customerServiceLink'] as const,
  vendorSorting: (language: LanguageCode) => ['vendorSorting', language] as const,
};
