import type { LanguageCode } from '@/api/types/common';
import type { DownloadLink, WhitelabelNode } from '@/api/types/site';
import { getConfig } from '@/config/runtime';
import { fail, member, type DomainHandlers } from '../context';
import { CURRENCY_SYMBOL } from './member';

/** Whitelabel flags of the demo site, all on unless `mock.flags` says otherwise. */
export const DEFAULT_FLAGS: Record<string, boolean> = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  FACEBOOKLOGIN3: true,
  GOOGLELOGIN3: true,
  TELEGRAMLOGIN3: true,
  MOBILEVERCODELOGIN3: true,
  CBS3: true,
  MAILCEN: true,
  // Side-menu and agent-area keys (accounts-and-access §2).
  AGEPAG: true,
  AGETEAMPNL3: true,
  AGEREBINC3: true,
  TEAMBETTING3: true,
  TRANSREC3: true,
  SECPRIV: true,
  GAMSER: true,
  DOWNMAN: true,
  LOTTFAV: true,
};

/**
 * The demo's destinations are pages of the app (src/features/content/screens/demo): customer service
 * is a demo chat, downloads and social links open demo pages, so nothing in a demo leads to another
 * site (offline, a browser error page). The app follows them through the URL policy like any server URL.
 */
export const DEMO_DESTINATIONS = {
  service: (desk?: 'vip' | 'deposit' | 'chat') => (desk ? `/m/demoService?desk=${desk}` : '/m/demoService'),
  download: (platform: 'ios' | 'android' | 'profile') => `/m/demoDownload?platform=${platform}`,
  social: (channel: 'telegramSupport' | 'telegramNews' | 'facebookPage' | 'facebookGroup' | 'whatsapp') =>
    `/m/demoSocial?channel=${channel}`,
};
const CUSTOMER_SERVICE_URL = DEMO_DESTINATIONS.service();

const RESOURCES: DownloadLink[] = [
  { resourceType: 'IOS', url: DEMO_DESTINATIONS.download('ios') },
  { resourceType: 'Android', url: DEMO_DESTINATIONS.download('android') },
  { resourceType: 'MOBILECONFIG', url: DEMO_DESTINATIONS.download('profile') },
  { resourceType: 'TELEGRAM', url: DEMO_DESTINATIONS.social('telegramSupport'), labelNameEn: 'Telegram support' },
  { resourceType: 'TELEGRAM2', url: DEMO_DESTINATIONS.social('telegramNews'), labelNameEn: 'Telegram news' },
  { resourceType: 'FACEBOOK', url: DEMO_DESTINATIONS.social('facebookPage'), labelNameEn: 'Facebook' },
  { resourceType: 'FACEBOOK2', url: DEMO_DESTINATIONS.social('facebookGroup'), labelNameEn: 'Facebook group' },
  { resourceType: 'AppDownloadIcon', url: '/icons/app-icon.svg' },
  { resourceType: 'WHATSAPP', url: DEMO_DESTINATIONS.social('whatsapp'), labelNameEn: 'WhatsApp' },
  { resourceType: 'LIVECHAT', url: DEMO_DESTINATIONS.service('chat'), labelNameEn: 'Live chat' },
];

/** Customer-service entries (titles in the call's language): the platform sends each URL DES-encrypted, the last 8 characters being the key. */
const SERVICE_ENTRIES: { title: Record<LanguageCode, string>; url: string; key: string }[] = [
  {
    title: {
      TY: '在线客服',
      EN: 'Online customer service',
      PT: 'Atendimento online',
      VI: 'Chăm sóc khách hàng trực tuyến',
    },
    url: CUSTOMER_SERVICE_URL,
    key: 'Ks8dQ2pL',
  },
  {
    title: { TY: 'VIP 专属客服', EN: 'VIP customer service', PT: 'Atendimento VIP', VI: 'Chăm sóc khách hàng VIP' },
    url: DEMO_DESTINATIONS.service('vip'),
    key: 'Vn3xT7wA',
  },
  {
    title: { TY: '充值协助', EN: 'Deposit support', PT: 'Ajuda com depósitos', VI: 'Hỗ trợ nạp tiền' },
    url: DEMO_DESTINATIONS.service('deposit'),
    key: 'Dp5mR9cE',
  },
];

const TRIAL_TYPE = 4;

const COUNTRIES = [
  { name: 'Vietnam', countryDialingCode: '+84' },
  { name: 'China', countryDialingCode: '+86' },
  { name: 'Philippines', countryDialingCode: '+63' },
  { name: 'Thailand', countryDialingCode: '+66' },
  { name: 'Brazil', countryDialingCode: '+55' },
  { name: 'Malaysia', countryDialingCode: '+60' },
];

export function siteFlags(overrides: Record<string, boolean>): Record<string, boolean> {
  return { ...DEFAULT_FLAGS, ...overrides };
}

/** The whitelabel tree as the platform sends it: menu keys grouped under module nodes. */
function whitelabelTree(flags: Record<string, boolean>): WhitelabelNode[] {
  const node = (modId: string, children: string[] = []): WhitelabelNode => ({
    modId,
    enabled: flags[modId] === false ? '0' : '1',
    childrenNodes: children.map((c) => node(c)),
  });
  const grouped = new Set<string>();
  const group = (modId: string, keys: string[]) => {
    keys.forEach((k) => grouped.add(k));
    return node(modId, keys);
  };
  const tree = [
    group('LOGIN', ['MOBILEVERCODELOGIN3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'TELEGRAMLOGIN3']),
    group('REGISTER', ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3']),
    group('AGENT', ['AGEPAG', 'AGETEAMPNL3', 'AGEREBINC3', 'TEAMBETTING3']),
  ];
  const rest = Object.keys(flags)
    .filter((k) => !grouped.has(k))
    .map((k) => node(k));
  return [...tree, ...rest];
}

export const siteHandlers: DomainHandlers = {
  systemStatus: ({ controls }) => ({
    info: {
      customerService: CUSTOMER_SERVICE_URL,
      // Demo images are data URLs; relative paths resolve against this origin.
      imageCDNs: [globalThis.location.origin],
      domainRoute: globalThis.location.host,
      mobileTemplate: { mem_cen: '1', dep_func: '1' },
      paths: {},
      register: { registerUrl: `${globalThis.location.origin}/m/register` },
      resources: RESOURCES,
      mainDomain: globalThis.location.host,
    },
    location: { ip: controls.ip },
    maintenance: controls.maintenance,
    regionRestriction: controls.region,
  }),
  whitelabel: ({ controls }) => whitelabelTree(siteFlags(controls.flags)),
  consolidatedSettings: () => ({
    brand: getConfig().brand,
    currency: getConfig().currency,
    currencySymbol: CURRENCY_SYMBOL,
    dividendEnabled: true,
    minimumAge: 18,
    telegramLogin: true,
  }),
  domainRoute: () => ({ domain: globalThis.location.host }),
  systemCountry: () => COUNTRIES,
  customerServiceLink: () => ({ url: CUSTOMER_SERVICE_URL }),
  // The DES cipher (node-forge) loads with this call, not with the mock.
  customerServiceEntries: async (ctx) => {
    const { encryptBody } = await import('@/api/cipher');
    return SERVICE_ENTRIES.map((e) => ({ title: e.title[ctx.language], path: encryptBody(e.url, e.key) + e.key }));
  },
  // Chat needs CBS3, a real (non-trial) member and no `nochat` label.
  launchChat: (ctx) => {
    const user = member(ctx);
    if (siteFlags(ctx.controls.flags).CBS3 === false) return fail('permission.denied');
    if (user.type === TRIAL_TYPE) return fail('trial.forbidden');
    if (user.memberLabel?.some((l) => l.labelName === 'nochat')) return fail('permission.denied');
    return { chatUrl: `${DEMO_DESTINATIONS.service('chat')}&member=${encodeURIComponent(user.username)}` };
  },
};
