import type * as v from 'valibot';
import type * as c from '../contract/site';

// The site calls' answers, derived from their contract (src/api/contract/site.ts).

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

/** 0 normal, 1 maintenance (also when restricted too), 2 region-restricted. */
export type SiteStatusCode = Out<typeof c.siteStatusCode>;
export type DownloadLink = Out<typeof c.downloadLink>;
export type MobileTemplate = Out<typeof c.mobileTemplate>;
export type SiteStatusInfo = Out<typeof c.siteStatusInfo>;
export type SiteStatus = Out<typeof c.siteStatus>;
/** One node of the whitelabel tree; flattened into a flag map by the client. */
export type WhitelabelNode = c.WhitelabelNodeShape;
export type ConsolidatedSettings = Out<typeof c.consolidatedSettings>;
export type Country = Out<typeof c.country>;
export type CustomerServiceLink = Out<typeof c.customerServiceLink>;
/** A customer-service entry: `path` is encrypted; its last 8 characters are the key. */
export type CustomerServiceEntry = Out<typeof c.customerServiceEntry>;
export type ChatLaunch = Out<typeof c.chatLaunch>;
