import type * as v from 'valibot';
import type * as c from '../contract/content';

// The content calls' payloads and answers, derived from their contract (src/api/contract/content.ts).

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

/** Content types: A (agent), PL (player), B (banner), PU (popup), PR (promotion). */
export type AnnouncementType = Out<typeof c.announcementType>;
/** help, m_home, m_pro, m_pro1, m_reg, m_hot, or another group the back office names. */
export type BannerGroup = Out<typeof c.bannerGroup>;
export type AnnouncementImage = Out<typeof c.announcementImage>;
export type Announcement = Out<typeof c.announcement>;
export type Banner = Out<typeof c.banner>;
export type AnnouncementsPayload = Out<typeof c.announcementsPayload>;
export type AnnouncementGroups = Out<typeof c.announcementGroups>;
export type MarkReadPayload = Out<typeof c.markReadPayload>;
export type HelpCentrePayload = Out<typeof c.helpCentrePayload>;
export type HelpItem = Out<typeof c.helpItem>;
export type ActivityMenuItem = Out<typeof c.activityMenuItem>;
