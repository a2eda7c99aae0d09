import { hasFields, isArrayOf, isBoolean, isFiniteNumber, isOptional, isString } from '@/lib/guards';
import type { WhitelabelNode } from '../types/site';

/** A whitelabel node the flags can be made of: its module id, its switch and its child nodes, each alike. */
function isReadableWhitelabelNode(value: unknown): value is WhitelabelNode {
  return hasWhitelabelNodeFields(value);
}
const hasWhitelabelNodeFields = hasFields({
  modId: isString,
  enabled: isString,
  childrenNodes: isOptional(isArrayOf(isReadableWhitelabelNode)),
});

/** The whitelabel tree the flags are flattened from (and stored). */
export const isReadableWhitelabel = isArrayOf(isReadableWhitelabelNode);

/** Consolidated settings the texts and the agent footer can read: the minimum age and the dividend switch, each may be absent. */
export const isReadableSiteSettings = hasFields({
  minimumAge: isOptional(isFiniteNumber),
  dividendEnabled: isOptional(isBoolean),
});

/** The country list the mobile fields take their dialling codes from. */
export const isReadableCountries = isArrayOf(hasFields({ countryDialingCode: isString }));

/** Customer-service entries the page can decrypt and list: each one's encrypted path and title. */
export const isReadableServiceEntries = isArrayOf(hasFields({ path: isString, title: isString }));

/** A chat launch the app can follow: its URL. */
export const isReadableChatLaunch = hasFields({ chatUrl: isString });
