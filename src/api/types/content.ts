import type { LanguageCode } from './common';

/** Content types: A (agent), PL (player), B (banner), PU (popup), PR (promotion). */
export type AnnouncementType = 'A' | 'PL' | 'B' | 'PU' | 'PR';
export type BannerGroup = 'help' | 'm_home' | 'm_pro' | 'm_pro1' | 'm_reg' | 'm_hot' | string;

export interface AnnouncementImage {
  url: string;
  sequence: number;
}

export interface Announcement {
  id: string;
  title: string;
  /** Server HTML: always rendered through the sanitising component. */
  content: string;
  startDate: string;
  endDate?: string;
  /** 1 = long term (no expiry). */
  noExpiry?: 0 | 1;
  promoAnnouncementCategoryIds?: string[];
  announcementImages?: AnnouncementImage[];
  read?: boolean;
  type: AnnouncementType;
  groupName?: string;
  hotMatch?: boolean;
}

export interface Banner {
  id: string;
  url: string;
  groupName: BannerGroup;
  title?: string;
  link?: string;
}

export interface AnnouncementsPayload {
  /** Comma list of AnnouncementType. */
  types: string;
  platform: 'M';
  merchantCode: string;
  groupName?: BannerGroup;
  language?: LanguageCode;
}

export interface AnnouncementGroups {
  promotion: Announcement[];
  banners: Banner[];
  player: Announcement[];
  popup: Announcement[];
  hot: Announcement[];
  footer?: { unreadCount: number };
}

export interface MarkReadPayload {
  announcementId: string;
  read: true;
}

export interface HelpCentrePayload {
  lang: LanguageCode;
  device: 'MOBILE';
}
export interface HelpItem {
  title: string;
  content: string;
}

export interface ActivityMenuItem {
  id: string;
  title: string;
}
