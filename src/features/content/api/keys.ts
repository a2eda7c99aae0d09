/** Query keys of the content feature; language-dependent lists carry the debounced language. */
export const contentKeys = {
  notices: (user: string | undefined, language: string) => ['announcements', 'notices', user ?? '', language] as const,
  promotions: (language: string) => ['announcements', 'promotions', language] as const,
  promotionCategories: (language: string) => ['promotionCategories', language] as const,
  help: (language: string) => ['helpCentre', language] as const,
  serviceEntries: () => ['customerServiceEntries'] as const,
};
