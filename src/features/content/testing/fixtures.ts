import type { Announcement, AnnouncementGroups } from '@/api/types/content';

/** An announcement for component tests; noon UTC keeps the date the same in every time zone. */
export function announcement(overrides: Partial<Announcement> & Pick<Announcement, 'id'>): Announcement {
  return {
    type: 'PL',
    title: `Title ${overrides.id}`,
    content: `<p>Body of <b>${overrides.id}</b></p>`,
    startDate: '2026-11-08T12:00:00.000Z',
    endDate: '2026-12-31T12:00:00.000Z',
    noExpiry: 0,
    read: false,
    ...overrides,
  };
}

export function groups(overrides: Partial<AnnouncementGroups> = {}): AnnouncementGroups {
  return { promotion: [], banners: [], player: [], popup: [], hot: [], footer: { unreadCount: 0 }, ...overrides };
}
