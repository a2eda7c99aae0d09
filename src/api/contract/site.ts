import * as v from 'valibot';
import { switchValue, type CallContract } from './common';

/** 0 normal, 1 maintenance (also when restricted too), 2 region-restricted. */
export const siteStatusCode = v.picklist([0, 1, 2]);

export const downloadLink = v.object({
  /** IOS, Android, MOBILECONFIG, AppDownloadIcon, TELEGRAM, TELEGRAM2, FACEBOOK, FACEBOOK2, WHATSAPP, LIVECHAT, AFFILIATELINK, … */
  resourceType: v.string(),
  url: v.string(),
  labelNameEn: v.optional(v.string()),
});

export const mobileTemplate = v.object({
  /** Member centre: '1' new version, else base. */
  mem_cen: switchValue,
  /** Deposit: '1' new detail, else base. */
  dep_func: switchValue,
});

export const siteStatusInfo = v.object({
  customerService: v.string(),
  imageCDNs: v.array(v.string()),
  domainRoute: v.optional(v.string()),
  mobileTemplate,
  paths: v.optional(v.record(v.string(), v.string())),
  register: v.optional(v.object({ registerUrl: v.optional(v.string()) })),
  resources: v.array(downloadLink),
  whitelabel: v.optional(v.record(v.string(), switchValue)),
  mainDomain: v.optional(v.string()),
});

export const siteStatus = v.object({
  info: siteStatusInfo,
  location: v.object({ ip: v.string() }),
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
});

/** One node of the whitelabel tree; flattened into a flag map by the client. */
export interface WhitelabelNodeShape {
  modId: string;
  enabled: v.InferOutput<typeof switchValue>;
  childrenNodes?: WhitelabelNodeShape[];
}
export const whitelabelNode: v.GenericSchema<WhitelabelNodeShape> = v.object({
  modId: v.string(),
  enabled: switchValue,
  childrenNodes: v.optional(v.array(v.lazy(() => whitelabelNode))),
});

export const consolidatedSettings = v.object({
  brand: v.string(),
  currency: v.string(),
  currencySymbol: v.string(),
  /** Whether the dividend entry of the agent footer shows. */
  dividendEnabled: v.boolean(),
  minimumAge: v.number(),
  telegramLogin: v.optional(v.boolean()),
});

export const country = v.object({ name: v.string(), countryDialingCode: v.string() });
export const customerServiceLink = v.object({ url: v.string() });
/** A customer-service entry: `path` is encrypted; its last 8 characters are the key. */
export const customerServiceEntry = v.object({ path: v.string(), title: v.string() });
export const chatLaunch = v.object({ chatUrl: v.string() });

export const siteContract = {
  systemStatus: { res: siteStatus },
  whitelabel: { res: v.array(whitelabelNode) },
  consolidatedSettings: { res: consolidatedSettings },
  domainRoute: { res: v.object({ domain: v.string() }) },
  systemCountry: { res: v.array(country) },
  customerServiceLink: { res: customerServiceLink },
  customerServiceEntries: { res: v.array(customerServiceEntry) },
  launchChat: { res: chatLaunch },
} satisfies Record<string, CallContract>;
