import { endpoint } from '../endpoint';
import { anyAnswer, byCall, eagerGuard } from '../readable/common';
import { isReadableCustomerServiceLink, isReadableSiteStatus } from '../readable/site-status';
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
    readable: eagerGuard(isReadableSiteStatus),
  }),
  whitelabel: endpoint<void, WhitelabelNode[]>({
    method: 'GET',
    path: '/wps/system/whitelabel',
    token: 'none',
    readable: byCall,
  }),
  consolidatedSettings: endpoint<void, ConsolidatedSettings>({
    method: 'GET',
    path: '/wps/system/setting/consolidated',
    token: 'none',
    readable: byCall,
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
    readable: byCall,
  }),
  customerServiceLink: endpoint<void, CustomerServiceLink>({
    method: 'GET',
    path: '/wps/system/customerService',
    token: 'none',
    readable: eagerGuard(isReadableCustomerServiceLink),
  }),
  customerServiceEntries: endpoint<void, CustomerServiceEntry[]>({
    method: 'GET',
    path: '/wps/system/customerService/list',
    token: 'none',
    readable: byCall,
  }),
  launchChat: endpoint<void, ChatLaunch>({
    method: 'GET',
    path: '/wps/chat/launch',
    token: 'required',
    readable: byCall,
  }),
};
