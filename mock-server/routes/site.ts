import type { DownloadLink, WhitelabelNode } from '@/api/types/site';
import { getConfig } from '@/config/runtime';
import { fail, member, type DomainHandlers } from '../context';

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

const CUSTOMER_SERVICE_URL = 'https://support.example.com/chat?merchant=DEMO';

const RESOURCES: DownloadLink[] = [
  { resourceType: 'IOS', url: 'https://apps.example.com/ios/lucky-star.ipa' },
  { resourceType: 'Android', url: 'https://apps.example.com/android/lucky-star.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://apps.example.com/ios/lucky-star.mobileconfig' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/luckystar_support', labelNameEn: 'Telegram support' },
  { resourceType: 'TELEGRAM2', url: 'https://t.me/luckystar_news', labelNameEn: 'Telegram news' },
  { resourceType: 'FACEBOOK', url: 'https://facebook.com/luckystar', labelNameEn: 'Facebook' },
  { resourceType: 'FACEBOOK2', url: 'https://facebook.com/groups/luckystar', labelNameEn: 'Facebook group' },
  { resourceType: 'AppDownloadIcon', url: '/icons/app-icon.svg' },
  { resourceType: 'WHATSAPP', url: 'https://wa.me/84912000000', labelNameEn: 'WhatsApp' },
  { resourceType: 'LIVECHAT', url: CUSTOMER_SERVICE_URL, labelNameEn: 'Live chat' },
];

/** Customer-service entries: the platform sends each URL DES-encrypted, the last 8 characters being the key. */
const SERVICE_ENTRIES = [
  { title: 'Online customer service', url: CUSTOMER_SERVICE_URL, key: 'Ks8dQ2pL' },
  { title: 'VIP customer service', url: 'https://support.example.com/vip?merchant=DEMO', key: 'Vn3xT7wA' },
  { title: 'Deposit support', url: 'https://support.example.com/deposit?merchant=DEMO', key: 'Dp5mR9cE' },
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
    currency: 'CNY',
    currencySymbol: '¥',
    dividendEnabled: true,
    minimumAge: 18,
    telegramLogin: true,
  }),
  domainRoute: () => ({ domain: globalThis.location.host }),
  systemCountry: () => COUNTRIES,
  customerServiceLink: () => ({ url: CUSTOMER_SERVICE_URL }),
  // The DES cipher (node-forge) loads with this call, not with the mock.
  customerServiceEntries: async () => {
    const { encryptBody } = await import('@/api/cipher');
    return SERVICE_ENTRIES.map((e) => ({ title: e.title, path: encryptBody(e.url, e.key) + e.key }));
  },
  // Chat needs CBS3, a real (non-trial) member and no `nochat` label.
  launchChat: (ctx) => {
    const user = member(ctx);
    if (siteFlags(ctx.controls.flags).CBS3 === false) return fail('permission.denied');
    if (user.type === TRIAL_TYPE) return fail('trial.forbidden');
    if (user.memberLabel?.some((l) => l.labelName === 'nochat')) return fail('permission.denied');
    return { chatUrl: `${CUSTOMER_SERVICE_URL}&member=${encodeURIComponent(user.username)}` };
  },
};
