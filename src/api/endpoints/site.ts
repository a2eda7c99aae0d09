import { endpoint } from '../endpoint';
import { anyAnswer } from '../readable/common';
import {
  isReadableChatLaunch,
  isReadableCountries,
  isReadableCustomerServiceLink,
  isReadableServiceEntries,
  isReadableSiteSettings,
  isReadableSiteStatus,
  isReadableWhitelabel,
} from '../readable/site';
import type {
  ChatLaunch,
  ConsolidatedSettings,
  Country,
  CustomerServiceEntry,
  CustomerServiceLink,
  SiteStatus,
  WhitelabelNode,
} from '../types/site';

export const siteEndpoints = {
  // games-and-content §7: each call sends a module identifier; the status gate is one of its screens (docs/decisions/games.md).
  systemStatus: endpoint<void, SiteStatus>({
    method: 'GET',
    path: '/wps/system/status',
    token: 'none',
    silent: true,
    moduleId: 'CCSFE',
    readable: isReadableSiteStatus,
  }),
  whitelabel: endpoint<void, WhitelabelNode[]>({
    method: 'GET',
    path: '/wps/system/whitelabel',
    token: 'none',
    readable: isReadableWhitelabel,
  }),
  consolidatedSettings: endpoint<void, ConsolidatedSettings>({
    method: 'GET',
    path: '/wps/system/setting/consolidated',
    token: 'none',
    readable: isReadableSiteSettings,
  }),
  domainRoute: endpoint<void, { domain: string }>({
    method: 'GET',
    path: '/wps/system/domainRoute',
    token: 'none',
    readable: anyAnswer,
  }),
  systemCountry: endpoint<void, Country[]>({
    method: 'GET',
    path: '/wps/system/country',
    token: 'none',
    readable: isReadableCountries,
  }),
  customerServiceLink: endpoint<void, CustomerServiceLink>({
    method: 'GET',
    path: '/wps/system/customerService',
    token: 'none',
    readable: isReadableCustomerServiceLink,
  }),
  customerServiceEntries: endpoint<void, CustomerServiceEntry[]>({
    method: 'GET',
    path: '/wps/system/customerService/list',
    token: 'none',
    readable: isReadableServiceEntries,
  }),
  launchChat: endpoint<void, ChatLaunch>({
    method: 'GET',
    path: '/wps/chat/launch',
    token: 'required',
    readable: isReadableChatLaunch,
  }),
};
