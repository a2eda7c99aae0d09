/** Query keys of the auth feature (none is a player's: every screen here is before or around a login). */
export const authKeys = {
  all: () => ['auth'] as const,
  captcha: () => [...authKeys.all(), 'captcha'] as const,
  countries: () => [...authKeys.all(), 'countries'] as const,
  affiliateCheck: (code: string | null) => [...authKeys.all(), 'affiliateCheck', code] as const,
  registerSettings: () => [...authKeys.all(), 'registerSettings'] as const,
  registerValidation: () => [...authKeys.all(), 'registerValidation'] as const,
};
