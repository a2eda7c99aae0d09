// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteEndpoints } from '../endpoints/site';
import {
  isReadableChatLaunch,
  isReadableCountries,
  isReadableServiceEntries,
  isReadableSiteSettings,
  isReadableWhitelabel,
} from './site';
import { isReadableCustomerServiceLink, isReadableSiteStatus } from './site-status';

// Answers as the mock server gives them (mock-server/routes/site.ts).
const STATUS = {
  info: {
    customerService: '/m/demoService',
    imageCDNs: ['http://localhost:5173'],
    domainRoute: 'localhost:5173',
    mobileTemplate: { mem_cen: '1', dep_func: '1' },
    paths: {},
    register: { registerUrl: 'http://localhost:5173/m/register' },
    resources: [
      { resourceType: 'IOS', url: '/m/demoDownload?platform=ios' },
      { resourceType: 'TELEGRAM', url: '/m/demoSocial?channel=telegramSupport', labelNameEn: 'Telegram support' },
    ],
    mainDomain: 'localhost:5173',
  },
  location: { ip: '203.0.113.7' },
  maintenance: false,
  regionRestriction: false,
};
const LOGIN_NODE = {
  modId: 'LOGIN',
  enabled: '1',
  childrenNodes: [
    { modId: 'GOOGLELOGIN3', enabled: '1', childrenNodes: [] },
    { modId: 'TELEGRAMLOGIN3', enabled: '0', childrenNodes: [] },
  ],
};
const WHITELABEL = [LOGIN_NODE, { modId: 'CBS3', enabled: '1', childrenNodes: [] }];
const SETTINGS = {
  brand: 'Demo',
  currency: 'VND',
  currencySymbol: '₫',
  dividendEnabled: true,
  minimumAge: 18,
  telegramLogin: true,
};
const COUNTRY = { name: 'Vietnam', countryDialingCode: '+84' };
const COUNTRIES = [COUNTRY, { name: 'China', countryDialingCode: '+86' }];
const LINK = { url: '/m/demoService' };
const ENTRY = { title: 'Online customer service', path: 'mQk1nX0f2yQhVb3pT6r9ZwKs8dQ2pL' };
const CHAT = { chatUrl: '/m/demoService?desk=chat&member=demo01' };

const without = (value: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== field));
const withField = (value: Record<string, unknown>, field: string, kind: unknown) => ({ ...value, [field]: kind });

type Guard = (value: unknown) => boolean;

describe('site answer guards', () => {
  // Each row with the answer the mock gives and that answer broken in a field the row reads: its own
  // guard (eager for the status and the customer-service link, ./common.ts; by call for the others, as
  // the adapter loads it) accepts the one and refuses the other.
  it.each<[keyof typeof siteEndpoints, unknown, unknown]>([
    ['systemStatus', STATUS, without(STATUS, 'maintenance')],
    ['whitelabel', WHITELABEL, [without(LOGIN_NODE, 'modId')]],
    ['consolidatedSettings', SETTINGS, withField(SETTINGS, 'minimumAge', '21')],
    ['systemCountry', COUNTRIES, [without(COUNTRY, 'countryDialingCode')]],
    ['customerServiceLink', LINK, { url: 404 }],
    ['customerServiceEntries', [ENTRY], [without(ENTRY, 'path')]],
    ['launchChat', CHAT, {}],
  ])('%s: its row’s guard accepts the answer the mock gives, and refuses it broken', async (call, answer, broken) => {
    const guard = await siteEndpoints[call].readable.load(call);
    expect(guard(answer)).toBe(true);
    expect(guard(broken)).toBe(false);
  });

  it.each<[string, Guard, unknown]>([
    ['isReadableWhitelabel, a node without child nodes', isReadableWhitelabel, [without(LOGIN_NODE, 'childrenNodes')]],
    ['isReadableWhitelabel, no nodes', isReadableWhitelabel, []],
    ['isReadableSiteSettings, no minimum age nor dividend switch (defaults)', isReadableSiteSettings, {}],
    ['isReadableCountries, no countries (the default code)', isReadableCountries, []],
  ])('accepts what the app tolerates: %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(true);
  });

  it.each<[string, Guard, unknown]>([
    ['isReadableSiteStatus without maintenance', isReadableSiteStatus, without(STATUS, 'maintenance')],
    [
      'isReadableSiteStatus with imageCDNs as text',
      isReadableSiteStatus,
      {
        ...STATUS,
        info: withField(STATUS.info, 'imageCDNs', 'http://localhost:5173'),
      },
    ],
    ['isReadableWhitelabel without a modId', isReadableWhitelabel, [without(LOGIN_NODE, 'modId')]],
    [
      'isReadableWhitelabel with a child’s switch as a number',
      isReadableWhitelabel,
      [withField(LOGIN_NODE, 'childrenNodes', [{ modId: 'GOOGLELOGIN3', enabled: 1 }])],
    ],
    [
      'isReadableWhitelabel with child nodes as an object',
      isReadableWhitelabel,
      [withField(LOGIN_NODE, 'childrenNodes', { modId: 'GOOGLELOGIN3', enabled: '1' })],
    ],
    ['isReadableWhitelabel that is no list', isReadableWhitelabel, { LOGIN: '1' }],
    ['isReadableSiteSettings with minimumAge as text', isReadableSiteSettings, withField(SETTINGS, 'minimumAge', '21')],
    [
      'isReadableSiteSettings with dividendEnabled as text',
      isReadableSiteSettings,
      withField(SETTINGS, 'dividendEnabled', 'true'),
    ],
    ['isReadableSiteSettings that is no object', isReadableSiteSettings, null],
    ['isReadableCountries without a dialling code', isReadableCountries, [without(COUNTRY, 'countryDialingCode')]],
    [
      'isReadableCountries with a dialling code as a number',
      isReadableCountries,
      [withField(COUNTRY, 'countryDialingCode', 84)],
    ],
    ['isReadableCustomerServiceLink without url', isReadableCustomerServiceLink, {}],
    ['isReadableCustomerServiceLink with url as a number', isReadableCustomerServiceLink, { url: 404 }],
    ['isReadableServiceEntries without a path', isReadableServiceEntries, [without(ENTRY, 'path')]],
    ['isReadableServiceEntries with a title as a number', isReadableServiceEntries, [withField(ENTRY, 'title', 404)]],
    ['isReadableChatLaunch without chatUrl', isReadableChatLaunch, {}],
    ['isReadableChatLaunch with chatUrl as a number', isReadableChatLaunch, { chatUrl: 404 }],
  ])('refuses %s', (_name, guard, answer) => {
    expect(guard(answer)).toBe(false);
  });
});
