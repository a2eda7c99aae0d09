import { hasFields, isArrayOf, isBoolean, isRecord, isString, type Guard } from '../../lib/guards';
import type { CustomerServiceLink, SiteStatus } from '../types/site';

// The guards the page's start needs (the status gate, the stored copies it paints from): in the
// initial JS, apart from the other guards (./common.ts).

/**
 * A site status the screens can read (the server's answer or the stored copy): the fields they use
 * are there, of the kinds they use them as.
 */
export const isReadableSiteStatus: Guard<SiteStatus> = hasFields({
  maintenance: isBoolean,
  regionRestriction: isBoolean,
  location: hasFields({ ip: isString }),
  info: hasFields({
    customerService: isString,
    imageCDNs: isArrayOf(isString),
    mobileTemplate: isRecord,
    resources: isArrayOf(hasFields({ resourceType: isString, url: isString })),
  }),
}) as Guard<SiteStatus>;

/** A customer-service link the app can follow (and store). */
export const isReadableCustomerServiceLink: Guard<CustomerServiceLink> = hasFields({ url: isString });
