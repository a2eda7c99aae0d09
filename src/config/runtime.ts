import type { LanguageCode } from '@/api/types/common';
import { languageFromEnv } from './languages';
import { readDeploymentSettings } from './deployment-settings';
import { firebaseProjectFrom, type FirebaseProject } from './phone-verification';

/**
 * Per-deployment settings: read at build time from VITE_* variables, overridable at run time by
 * an optional /m/config.json (live builds only), so one build can serve several merchants.
 */
export interface RuntimeConfig {
  apiBase: string;
  merchantCode: string;
  trialMerchantCode: string;
  rsaPublicKey: string;
  /** Endpoint name → path, overriding the endpoint table's defaults. */
  endpointPaths: Record<string, string>;
  defaultLanguage: LanguageCode;
  brand: string;
  imageCdns: string[];
  requestTimeoutMs: number;
  /** Whether server-supplied links may leave the site over plain `http:` (src/lib/url-policy.ts); `https:` only when false. */
  allowHttpLinks: boolean;
  /**
   * Check every answer against the call's contract (src/api/contract) and report drift once per
   * call: console warning and the /m/contract report. Off by default; the schemas load only when on.
   */
  contractCheck: boolean;
  /**
   * Game type → banner group of its game centre or lottery lobby (e.g. `{"SPORTS":"m_sports"}`),
   * for a back office with groups beyond the spec's; a type not named shows `m_hot`.
   */
  bannerGroups: Record<string, string>;
  /** The deployment's currency (ISO 4217, e.g. `CNY`, `VND`, `BRL`): where money's symbol goes and how it is written (src/lib/money.ts). */
  currency: string;
  /**
   * Social provider → the platform's sign-in start URL for it (e.g. `{"google":"https://…/oauth/google/start"}`),
   * followed through the URL policy with a `returnUrl`; a provider without one shows no button.
   */
  socialSignIn: Partial<Record<'facebook' | 'google' | 'telegram', string>>;
  /**
   * Third-party phone verification (./phone-verification.ts), e.g. `{"apiKey":"…","authDomain":"…","projectId":"…"}`;
   * null (the default): the platform sends the codes. Build-time only, as the page's security policy
   * must allow the service's origins (build/csp.ts).
   */
  phoneVerification: FirebaseProject | null;
}

function parseJson<T>(text: string | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function pemFromEnv(key: string | undefined): string {
  if (!key) return '';
  if (key.includes('BEGIN')) return key;
  return `-----BEGIN PUBLIC KEY-----\n${key}\n-----END PUBLIC KEY-----`;
}

/** How long an API call waits for its answer when the deployment names no other time. */
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

// Each variable is read by its full name, so the build writes its value in place; the whole `import.meta.env`
// object would carry every VITE_ variable of the build's environment into the bundle.
export const buildTimeConfig: RuntimeConfig = {
  apiBase: import.meta.env.VITE_API_BASE ?? '',
  merchantCode: import.meta.env.VITE_MERCHANT_CODE ?? '',
  trialMerchantCode: import.meta.env.VITE_TRIAL_MERCHANT_CODE ?? '',
  rsaPublicKey: pemFromEnv(import.meta.env.VITE_RSA_PUBLIC_KEY),
  endpointPaths: parseJson<Record<string, string>>(import.meta.env.VITE_ENDPOINT_PATHS, {}),
  defaultLanguage: languageFromEnv(import.meta.env.VITE_DEFAULT_LANG),
  brand: import.meta.env.VITE_BRAND || 'Lucky Star',
  imageCdns: (import.meta.env.VITE_IMAGE_CDNS ?? '').split(',').filter(Boolean),
  requestTimeoutMs: Number(import.meta.env.VITE_REQUEST_TIMEOUT_MS) || DEFAULT_REQUEST_TIMEOUT_MS,
  allowHttpLinks: import.meta.env.VITE_ALLOW_HTTP_LINKS === 'true',
  contractCheck: import.meta.env.VITE_CONTRACT_CHECK === 'true',
  bannerGroups: parseJson<Record<string, string>>(import.meta.env.VITE_BANNER_GROUPS, {}),
  currency: import.meta.env.VITE_CURRENCY || 'CNY',
  socialSignIn: parseJson<RuntimeConfig['socialSignIn']>(import.meta.env.VITE_SOCIAL_SIGN_IN, {}),
  phoneVerification: firebaseProjectFrom(import.meta.env.VITE_PHONE_VERIFICATION),
};

let current: RuntimeConfig = buildTimeConfig;
let ready: Promise<RuntimeConfig> = Promise.resolve(current);

export function getConfig(): RuntimeConfig {
  return current;
}

/**
 * Resolves once run-time overrides (if any) are applied: API calls wait on it, and so does the language of a
 * player who has chosen none (src/lib/i18n.ts).
 */
export function configReady(): Promise<RuntimeConfig> {
  return ready;
}

export function applyConfigOverrides(overrides: Partial<RuntimeConfig>): RuntimeConfig {
  current = {
    ...current,
    ...overrides,
    rsaPublicKey: overrides.rsaPublicKey ? pemFromEnv(overrides.rsaPublicKey) : current.rsaPublicKey,
    endpointPaths: { ...current.endpointPaths, ...overrides.endpointPaths },
    bannerGroups: { ...current.bannerGroups, ...overrides.bannerGroups },
    socialSignIn: { ...current.socialSignIn, ...overrides.socialSignIn },
    // Build-time only in a live build (the page's security policy was written for the build's project);
    // in the demo the QA control turns the mock's stand-in service on and off (mock-server/controls.ts).
    phoneVerification:
      import.meta.env.MODE === 'demo' && 'phoneVerification' in overrides
        ? (overrides.phoneVerification ?? null)
        : current.phoneVerification,
  };
  // Calls made from now on (they wait on configReady) see the overrides too.
  ready = Promise.resolve(current);
  return current;
}

/** Where a deployment may put its run-time overrides (live builds only). */
export const RUNTIME_CONFIG_URL = '/m/config.json';
/** The early request for that file, started by the page's head (RUNTIME_CONFIG_SCRIPT) and taken over by the app. */
export const RUNTIME_CONFIG_GLOBAL = '__runtimeConfig';

/** The deployment's settings as the page's head read them: null when it has none, `UNREADABLE` when they are not JSON. */
type Overrides = unknown;
/** What the head's script answers for settings that are not JSON, so that the app can say so. */
const UNREADABLE = 'unreadable';

declare global {
  interface Window {
    [RUNTIME_CONFIG_GLOBAL]?: Promise<Overrides>;
  }
}

/**
 * The id of the JSON block in every live page's `<head>` (empty as built) where a deployment writes
 * its settings with `npm run configure-site` (scripts/configure-site.mjs, docs/deploy.md): a page
 * that carries them asks for no /m/config.json, so no call waits for it.
 */
export const DEPLOYMENT_SETTINGS_ID = 'm-deployment-settings';

/**
 * Inline script for the live pages' `<head>` (src/app/root.tsx), after the settings block, run as
 * the HTML is read: the deployment's settings from the page when it carries them (a broken block
 * leaves the build-time values); else the request for the optional file goes out with the page's
 * own scripts, not after them, so it has answered (a 404 where the deployment has none) before the
 * app makes its first call.
 */
export const RUNTIME_CONFIG_SCRIPT = `window.${RUNTIME_CONFIG_GLOBAL} = (function (block) {
  if (block && block.textContent) {
    try { return Promise.resolve(JSON.parse(block.textContent)); } catch (error) { return Promise.resolve('${UNREADABLE}'); }
  }
  return fetch('${RUNTIME_CONFIG_URL}', { cache: 'no-cache' })
    .then(function (r) { return r.ok ? r.json().catch(function () { return '${UNREADABLE}'; }) : null; })
    .catch(function () { return null; });
})(document.getElementById('${DEPLOYMENT_SETTINGS_ID}'));`;

const fetchOverrides = (): Promise<Overrides> =>
  fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache' })
    .then((r) => (r.ok ? r.json().catch(() => UNREADABLE) : null))
    .catch(() => null);

/**
 * Live builds: apply the deployment's /m/config.json, if it has one, to the calls. The request is
 * the page head's, already under way (or made now, on a page without that script); calls wait for
 * its answer, which comes one round trip after the HTML, while the app's code takes longer to arrive.
 * A missing file leaves the build-time values; a setting that is not of its kind is left out and named
 * on the console (./deployment-settings.ts).
 */
export function loadRuntimeOverrides(): Promise<RuntimeConfig> {
  const early = window[RUNTIME_CONFIG_GLOBAL] ?? fetchOverrides();
  ready = early
    .then((o) => {
      const settings = readDeploymentSettings(o);
      return Object.keys(settings).length > 0 ? applyConfigOverrides(settings) : current;
    })
    .catch(() => current);
  return ready;
}
