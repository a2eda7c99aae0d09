import * as v from 'valibot';
import { LANGUAGES, languageField, noAnswer, type CallContract } from './common';
import { code, id } from './fields';
import { CODE_MAX } from './limits';
import { literal, optional, text, textOneOf } from './request';

/** Content types: A (agent), PL (player), B (banner), PU (popup), PR (promotion). */
export const announcementType = v.picklist(['A', 'PL', 'B', 'PU', 'PR']);
/** help, m_home, m_pro, m_pro1, m_reg, m_hot, or another group the back office names. */
export const bannerGroup = v.string();

export const announcementImage = v.object({ url: v.string(), sequence: v.number() });

export const announcement = v.object({
  id: v.string(),
  title: v.string(),
  /** Server HTML: always rendered through the sanitising component. */
  content: v.string(),
  startDate: v.string(),
  endDate: v.optional(v.string()),
  /** 1 = long term (no expiry). */
  noExpiry: v.optional(v.picklist([0, 1])),
  promoAnnouncementCategoryIds: v.optional(v.array(v.string())),
  announcementImages: v.optional(v.array(announcementImage)),
  read: v.optional(v.boolean()),
  /** Not in the spec's fields (§3): the agent's notices keep an untyped one (the call asked for their types). */
  type: v.optional(announcementType),
  groupName: v.optional(v.string()),
  hotMatch: v.optional(v.boolean()),
  /** Popups (PU): the back office's size in pixels of its 750-px design; shown ÷ 100 in rem (games-and-content §9). */
  popupWidth: v.optional(v.number()),
  popupHeight: v.optional(v.number()),
});

export const banner = v.object({
  /** Not in the spec's fields (§3 Banner: url, groupName): a banner without it is told apart by its picture. */
  id: v.optional(v.string()),
  url: v.string(),
  groupName: bannerGroup,
  title: v.optional(v.string()),
  link: v.optional(v.string()),
});

export const announcementsPayload = v.object({
  /** Comma list of AnnouncementType. */
  types: text(CODE_MAX),
  platform: literal('M'),
  merchantCode: code,
  groupName: optional(code),
  language: optional(languageField),
});

export const announcementGroups = v.object({
  promotion: v.array(announcement),
  banners: v.array(banner),
  player: v.array(announcement),
  popup: v.array(announcement),
  hot: v.array(announcement),
  footer: v.optional(v.object({ unreadCount: v.number() })),
});

export const markReadPayload = v.object({ announcementId: id, read: literal(true) });
export const helpCentrePayload = v.object({ lang: languageField, device: literal('MOBILE') });
export const helpItem = v.object({ title: v.string(), content: v.string() });
export const activityMenuItem = v.object({ id: v.string(), title: v.string() });

export const contentContract = {
  announcements: { req: announcementsPayload, res: announcementGroups },
  markAnnouncementRead: { req: markReadPayload, res: noAnswer },
  helpCentre: { req: helpCentrePayload, res: v.array(helpItem) },
  promotionCategories: {
    /** The payload type takes any text; the gateway only a language code. */
    req: v.object({ language: optional(textOneOf(LANGUAGES)) }),
    res: v.array(activityMenuItem),
  },
} satisfies Record<string, CallContract>;
