import { hasFields, isArrayOf, isBoolean, isFiniteNumber, isOptional, isString } from '@/lib/guards';

/** What every announcement list reads of its items: the id, title, HTML content and start date. */
const announcementFields = { id: isString, title: isString, content: isString, startDate: isString };

/**
 * Announcement groups the screens can read: the notices (their type and read flag), popups (their
 * read flag and size), hot matches and the footer's unread count, and where there are any, the
 * promotions (dates, categories, images) and banners (picture, group, title and link).
 */
export const isReadableAnnouncementGroups = hasFields({
  promotion: isOptional(
    isArrayOf(
      hasFields({
        ...announcementFields,
        endDate: isOptional(isString),
        noExpiry: isOptional(isFiniteNumber),
        promoAnnouncementCategoryIds: isOptional(isArrayOf(isString)),
        announcementImages: isOptional(isArrayOf(hasFields({ url: isString, sequence: isFiniteNumber }))),
      }),
    ),
  ),
  banners: isOptional(
    isArrayOf(
      hasFields({
        id: isOptional(isString),
        url: isString,
        groupName: isString,
        title: isOptional(isString),
        link: isOptional(isString),
      }),
    ),
  ),
  player: isArrayOf(hasFields({ ...announcementFields, type: isOptional(isString), read: isOptional(isBoolean) })),
  popup: isArrayOf(
    hasFields({
      ...announcementFields,
      read: isOptional(isBoolean),
      popupWidth: isOptional(isFiniteNumber),
      popupHeight: isOptional(isFiniteNumber),
    }),
  ),
  hot: isArrayOf(hasFields(announcementFields)),
  footer: isOptional(hasFields({ unreadCount: isFiniteNumber })),
});

/** Help topics the help centre can show: each one's title and HTML content. */
export const isReadableHelpItems = isArrayOf(hasFields({ title: isString, content: isString }));

/** Promotion categories the menu can show: each one's id and title. */
export const isReadablePromotionCategories = isArrayOf(hasFields({ id: isString, title: isString }));
