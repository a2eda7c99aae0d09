import { endpoint } from '../endpoint';
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
  }),
  whitelabel: endpoint<void, WhitelabelNode[]>({ method: 'GET', path: '/wps/system/whitelabel', token: 'none' }),
  consolidatedSettings: endpoint<void, ConsolidatedSettings>({
    method: 'GET',
    path: '/wps/system/setting/consolidated',
    token: 'none',
  }),
  domainRoute: endpoint<void, { domain: string }>({ method: 'GET', path: '/wps/system/domainRoute', token: 'none' }),
  systemCountry: endpoint<void, Country[]>({ method: 'GET', path: '/wps/system/country', token: 'none' }),
  customerServiceLink: endpoint<void, CustomerServiceLink>({
    method: 'GET',
    path: '/wps/system/customerService',
    token: 'none',
  }),
  customerServiceEntries: endpoint<void, CustomerServiceEntry[]>({
    method: 'GET',
    path: '/wps/system/customerService/list',
    token: 'none',
  }),
  launchChat: endpoint<void, ChatLaunch>({ method: 'GET', path: '/wps/chat/launch', token: 'required' }),
};
