/** Content feature constants (games-and-content §2, §4, §7, §9; accounts-and-access §2, §4). */

/** Announcement listings the site shows (platform M): player notices, banners, popups. */
export const NOTICE_TYPES = 'B,PL,PU';
export const PROMOTION_TYPES = 'PR';
export const ANNOUNCEMENT_PLATFORM = 'M';
/** The mark-read call is throttled (§7 "Mark read … throttled 150 ms"). */
export const MARK_READ_THROTTLE_MS = 150;
/** `/m/activity?id=` scrolls to the promotion after this delay (§2 "Promotions page"). */
export const PROMOTION_SCROLL_DELAY_MS = 200;
/** Promotion dates show as YYYY/MM/DD; announcement dates as YYYY-MM-DD. */
export const PROMOTION_DATE_SEPARATOR = '/';
export const ANNOUNCEMENT_DATE_SEPARATOR = '-';
/** The image of a promotion in the list is its announcement image with this sequence. */
export const PROMOTION_IMAGE_SEQUENCE = 1;
export const PROMOTION_IMAGE_WIDTH = 690;
export const PROMOTION_IMAGE_HEIGHT = 260;
/** Marquee speed: pixels per second of scrolling text. */
export const MARQUEE_PX_PER_SECOND = 40;
/** Help centre banners (§3 banner groups). */
export const HELP_BANNER_GROUP = 'help';
/** At most two entries each for Telegram and Facebook in the floating widget (§9). */
export const SOCIAL_MAX_ENTRIES = 2;
/** Content lists change rarely: re-read them after five minutes. */
export const CONTENT_STALE_MS = 5 * 60_000;
