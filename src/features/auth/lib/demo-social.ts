import type { SocialProvider } from '@/api/types/auth';

/**
 * The demo's stand-in for a provider's identity token: `mock-<provider>-<account>`. The demo
 * backend links each provider account to the demo player of the same name and registers a new
 * player for any other name, as a first social sign-in would.
 */
const ID_TOKEN = /^mock-(facebook|google|telegram)-([A-Za-z0-9]{1,14})$/;

/** Whose provider account the demo's consent page signs in with. */
export const DEMO_SOCIAL_ACCOUNT = 'demo01';

export const demoIdToken = (provider: SocialProvider, account: string): string => `mock-${provider}-${account}`;

export function readDemoIdToken(idToken: unknown): { provider: SocialProvider; account: string } | null {
  const match = typeof idToken === 'string' ? ID_TOKEN.exec(idToken) : null;
  return match ? { provider: match[1] as SocialProvider, account: match[2] } : null;
}
