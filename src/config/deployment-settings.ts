// Relative, as runtime.ts's imports: the end-to-end tests load it (for its head script) without the '@' alias.
import {
  type Guard,
  isArrayOf,
  isBoolean,
  isFiniteNumber,
  isNonEmptyString,
  isRecord,
  isRecordOf,
  isString,
} from '../lib/guards';
import { languageCodeOf } from './languages';
import type { RuntimeConfig } from './runtime';

/** What a deployment's settings may set: every setting but the phone service, which the build's security policy fixes. */
type DeploymentSetting = Exclude<keyof RuntimeConfig, 'phoneVerification'>;

const when =
  <T>(guard: Guard<T>) =>
  (value: unknown): T | undefined =>
    guard(value) ? value : undefined;

const listOf = (value: unknown): string[] | undefined =>
  isArrayOf(isString)(value)
    ? value
    : isString(value)
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : undefined;

/** Each setting read from its JSON value: undefined when it is not of its kind. */
const READERS: { [K in DeploymentSetting]: (value: unknown) => RuntimeConfig[K] | undefined } = {
  // The endpoint paths start with "/": a base ending in one would ask for "//wps/…".
  apiBase: (value) => (isString(value) ? value.replace(/\/+$/, '') : undefined),
  merchantCode: when(isString),
  trialMerchantCode: when(isString),
  rsaPublicKey: when(isNonEmptyString),
  endpointPaths: when(isRecordOf(isString)),
  defaultLanguage: languageCodeOf,
  brand: when(isNonEmptyString),
  // A list, or the comma-separated text the build's VITE_IMAGE_CDNS takes.
  imageCdns: listOf,
  requestTimeoutMs: (value) => (isFiniteNumber(value) && value > 0 ? value : undefined),
  allowHttpLinks: when(isBoolean),
  contractCheck: when(isBoolean),
  bannerGroups: when(isRecordOf(isString)),
  currency: (value) => (isString(value) && /^[A-Z]{3}$/.test(value) ? value : undefined),
  socialSignIn: when(isRecordOf(isString)),
};

const isSetting = (key: string): key is DeploymentSetting => Object.hasOwn(READERS, key);

/**
 * A deployment's settings (its /m/config.json, or the block `npm run configure-site` writes into the
 * pages), checked: each setting of its kind applies, and what is not (a misspelt key, a text where a
 * number goes, a file that is not JSON) is left out and named on the console for the operator, as a
 * wrong value would otherwise break calls or screens with no word of why. null: the deployment has none.
 */
export function readDeploymentSettings(value: unknown): Partial<RuntimeConfig> {
  if (value === null || value === undefined) return {};
  if (!isRecord(value)) {
    console.error('Deployment settings ignored: they are not a JSON object (docs/deploy.md).');
    return {};
  }
  const settings: Partial<Record<DeploymentSetting, unknown>> = {};
  const refused: string[] = [];
  for (const [key, raw] of Object.entries(value)) {
    const setting = isSetting(key) ? READERS[key](raw) : undefined;
    if (setting === undefined) refused.push(isSetting(key) ? `${key} (not of its kind)` : `${key} (no such setting)`);
    else settings[key as DeploymentSetting] = setting;
  }
  if (refused.length > 0) console.error(`Deployment settings ignored: ${refused.join(', ')} (docs/deploy.md).`);
  return settings as Partial<RuntimeConfig>;
}
