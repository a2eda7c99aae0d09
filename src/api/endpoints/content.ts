import { endpoint } from '../endpoint';
import type {
  ActivityMenuItem,
  AnnouncementGroups,
  AnnouncementsPayload,
  HelpCentrePayload,
  HelpItem,
  MarkReadPayload,
} from '../types/content';

export const contentEndpoints = {
  announcements: endpoint<AnnouncementsPayload, AnnouncementGroups>({
    method: 'GET',
    path: '/wps/relay/CCSFE_getListAnnouncements',
    token: 'optional',
    moduleId: 'CCSFE',
    silent: true,
  }),
  markAnnouncementRead: endpoint<MarkReadPayload, void>({
    method: 'POST',
    path: '/wps/relay/CCSFE_readAnnouncement',
    token: 'required',
    moduleId: 'CCSFE',
    silent: true,
  }),
  helpCentre: endpoint<HelpCentrePayload, HelpItem[]>({
    method: 'GET',
    path: '/wps/relay/CCSFE_helpCenter',
    token: 'none',
    moduleId: 'CCSFE',
  }),
  promotionCategories: endpoint<{ language?: string }, ActivityMenuItem[]>({
    method: 'GET',
    path: '/wps/relay/CCSFE_promoCategories',
    token: 'none',
    moduleId: 'CCSFE',
  }),
};
