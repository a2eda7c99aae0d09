/** Query keys of the content feature; language-dependent lists carry the debounced language. */
export const contentKeys = {
  /** Prefix of every cached notice list (all users and languages). */
  allNotices: () => ['announcements', 'notices'] as const,
  notices: (user: string | undefined, language: string) => [...contentKeys.allNotices(), user ?? '', language] as const,
  promotions: (language: string) => ['announcements', 'promotions', language] as const,
  promotionCategories: (language: string) => ['promotionCategories', language] as const,
  /** The promotions open to the member: theirs, in their language. */
  availablePromotions: (user: string | undefined, language: string) =>
    ['availablePromotions', user ?? '', language] as const,
  help: (language: string) => ['helpCentre', language] as const,
  serviceEntries: () => ['customerServiceEntries'] as const,
};
