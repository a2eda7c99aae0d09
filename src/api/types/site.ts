import type { Switch } from './common';

/** 0 normal, 1 maintenance (also when restricted too), 2 region-restricted. */
export type SiteStatusCode = 0 | 1 | 2;

export interface DownloadLink {
  /** IOS, Android, MOBILECONFIG, AppDownloadIcon, TELEGRAM, TELEGRAM2, FACEBOOK, FACEBOOK2, WHATSAPP, LIVECHAT, AFFILIATELINK, … */
  resourceType: string;
  url: string;
  labelNameEn?: string;
}

export interface MobileTemplate {
  /** Member centre: '1' new version, else base. */
  mem_cen: Switch;
  /** Deposit: '1' new detail, else base. */
  dep_func: Switch;
}

export interface SiteStatusInfo {
  customerService: string;
  imageCDNs: string[];
  domainRoute?: string;
  mobileTemplate: MobileTemplate;
  paths?: Record<string, string>;
  register?: { registerUrl?: string };
  resources: DownloadLink[];
  whitelabel?: Record<string, Switch>;
  mainDomain?: string;
}

export interface SiteStatus {
  info: SiteStatusInfo;
  location: { ip: string };
  maintenance: boolean;
  regionRestriction: boolean;
}

/** One node of the whitelabel tree; flattened into a flag map by the client. */
export interface WhitelabelNode {
  modId: string;
  enabled: Switch;
  childrenNodes?: WhitelabelNode[];
}

export interface ConsolidatedSettings {
  brand: string;
  currency: string;
  currencySymbol: string;
  /** Whether the dividend entry of the agent footer shows. */
  dividendEnabled: boolean;
  minimumAge: number;
  telegramLogin?: boolean;
}

export interface Country {
  name: string;
  countryDialingCode: string;
}

export interface CustomerServiceLink {
  url: string;
}

/** A customer-service entry: `path` is encrypted; its last 8 characters are the key. */
export interface CustomerServiceEntry {
  path: string;
  title: string;
}

export interface ChatLaunch {
  chatUrl: string;
}
