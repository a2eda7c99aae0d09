import announcementsSeed from '@fixtures/announcements.json';
import bannersSeed from '@fixtures/banners.json';
import type { Announcement, AnnouncementType } from '@/api/types/content';
import type { LanguageCode } from '@/api/types/common';
import type { DomainHandlers, MockContext } from '../context';
import { bannerImage } from '../images';

type Localised = Record<string, string>;
/** Fixture texts exist in EN and TY; PT and VI read the English text. */
const pick = (text: Localised, language: LanguageCode) => text[language] ?? text.EN ?? '';

function toAnnouncement(row: (typeof announcementsSeed)[number], ctx: MockContext): Announcement {
  const read = ctx.user ? (ctx.db.state.reads[ctx.user.id] ?? []).includes(row.id) : false;
  return {
    id: row.id,
    type: row.type as AnnouncementType,
    title: pick(row.title, ctx.language),
    content: pick(row.content, ctx.language),
    startDate: row.startDate,
    endDate: row.endDate ?? undefined,
    noExpiry: row.noExpiry as 0 | 1,
    promoAnnouncementCategoryIds: row.categoryIds,
    announcementImages: [{ url: bannerImage(pick(row.title, ctx.language), row.hue, 690, 260), sequence: 1 }],
    read,
    hotMatch: row.hotMatch,
  };
}

export const contentHandlers: DomainHandlers = {
  announcements: (ctx) => {
    const types = new Set(String(ctx.payload.types ?? '').split(',').filter(Boolean));
    const list = announcementsSeed.filter((a) => types.has(a.type)).map((a) => toAnnouncement(a, ctx));
    const banners = types.has('B')
      ? bannersSeed
          .filter((b) => !ctx.payload.groupName || b.groupName === ctx.payload.groupName)
          .map((b) => ({
            id: b.id,
            groupName: b.groupName,
            title: pick(b.title, ctx.language),
            url: bannerImage(pick(b.title, ctx.language), b.hue),
            link: b.link ?? undefined,
          }))
      : [];
    const player = list.filter((a) => a.type === 'PL');
    return {
      promotion: list.filter((a) => a.type === 'PR'),
      banners,
      player,
      popup: list.filter((a) => a.type === 'PU'),
      hot: player.filter((a) => a.hotMatch),
      footer: { unreadCount: player.filter((a) => !a.read).length },
    };
  },
};
