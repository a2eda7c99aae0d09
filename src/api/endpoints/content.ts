import { endpoint } from '../endpoint';
import { anyAnswer, byCall } from '../readable/common';
import type {
  ActivityMenuItem,
  AnnouncementGroups,
  AnnouncementsPayload,
  HelpCentrePayload,
  HelpItem,
  MarkReadPayload,
} from '../types/content';

export const contentEndpoints = {
  announcements: endpoint<AnnouncementsPayload, AnnouncementGroups, 'merchantCode'>({
    method: 'GET',
    path: '/wps/relay/CCSFE_getListAnnouncements',
    token: 'optional',
    merchantField: 'merchantCode',
    moduleId: 'CCSFE',
    silent: true,
    readable: byCall,
  }),
  markAnnouncementRead: endpoint<MarkReadPayload, void>({
    method: 'POST',
    path: '/wps/relay/CCSFE_readAnnouncement',
    token: 'required',
    moduleId: 'CCSFE',
    silent: true,
    readable: anyAnswer,
  }),
  helpCentre: endpoint<HelpCentrePayload, HelpItem[]>({
    method: 'GET',
    path: '/wps/relay/CCSFE_helpCenter',
    token: 'none',
    moduleId: 'CCSFE',
    readable: byCall,
  }),
  promotionCategories: endpoint<{ language?: string }, ActivityMenuItem[]>({
    method: 'GET',
    path: '/wps/relay/CCSFE_promoCategories',
    token: 'none',
    moduleId: 'CCSFE',
    readable: byCall,
  }),
};
