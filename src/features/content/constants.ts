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
/** The detail page prefers the larger variant (sequence 2) and falls back to the list image. */
export const PROMOTION_DETAIL_IMAGE_SEQUENCE = 2;
/** `/m/activity?location=N` preselects the N-th entry of the category menu (0 = all). */
export const PROMOTION_LOCATION_PARAM = 'location';
export const PROMOTION_IMAGE_WIDTH = 690;
export const PROMOTION_IMAGE_HEIGHT = 260;
/** A popup's pixel sizes are divided by this for rem (games-and-content §9). */
export const POPUP_PX_PER_REM = 100;
/** games-and-content §5: a promotion comment is up to 140 characters (the gateway's limit). */
export { PROMOTION_COMMENT_MAX_CHARS } from '@/api/types/member';
/** Marquee speed: pixels per second of scrolling text. */
export const MARQUEE_PX_PER_SECOND = 40;
/** Help centre banners (§3 banner groups). */
export const HELP_BANNER_GROUP = 'help';
/** At most two entries each for Telegram and Facebook in the floating widget (§9). */
export const SOCIAL_MAX_ENTRIES = 2;
/** Content lists change rarely: re-read them after five minutes. */
export const CONTENT_STALE_MS = 5 * 60_000;
/** A customer-service entry's `path` ends with its 8-character decryption key (games-and-content §3). */
export const SERVICE_ENTRY_KEY_LENGTH = 8;
/** The footer's five badges (games-and-content §2 "Footer"), with their icons. */
export const FOOTER_BADGES = [
  { id: 'safePayment', icon: 'shield' },
  { id: 'support', icon: 'headset' },
  { id: 'mobile', icon: 'download' },
  { id: 'odds', icon: 'trophy' },
  { id: 'currency', icon: 'globe' },
] as const;
/** Payment logos shown in the footer: files under public/payments/, names are brands (not translated). */
export const FOOTER_PAYMENT_METHODS = [
  { id: 'visa', name: 'Visa' },
  { id: 'mastercard', name: 'Mastercard' },
  { id: 'usdt', name: 'USDT' },
  { id: 'bank', name: 'Bank transfer' },
  { id: 'momo', name: 'MoMo' },
  { id: 'zalopay', name: 'ZaloPay' },
  { id: 'pix', name: 'Pix' },
] as const;
export const PAYMENT_LOGO_WIDTH = 96;
export const PAYMENT_LOGO_HEIGHT = 40;
/** App download page (accounts-and-access §2): the platforms offered, in order, one link each. */
export const APP_DOWNLOAD_TYPES = ['IOS', 'Android', 'MOBILECONFIG'] as const;
export type AppDownloadType = (typeof APP_DOWNLOAD_TYPES)[number];
export const APP_ICON_RESOURCE = 'AppDownloadIcon';
export const APP_ICON_SIZE = 96;
/** The six installation steps of the app page carousel, in order (images under public/app-guide/). */
export const INSTALL_STEPS = ['scan', 'allow', 'close', 'settings', 'install', 'password'] as const;
export const INSTALL_STEP_IMAGE_WIDTH = 240;
export const INSTALL_STEP_IMAGE_HEIGHT = 320;
/** The service menu's messages entry needs this whitelabel flag (games-and-content §6). */
export const MESSAGES_FLAG = 'MAILCEN';
/** User-agent markers of the platform's native app shells (the bar never shows inside them). */
export const NATIVE_APP_UA_MARKERS = ['NativeApp', '; wv)'] as const;
/** iOS older than this cannot install the app, a profile or a usable home-screen shortcut. */
export const IOS_MIN_SUPPORTED_MAJOR = 11;
/** The install-guide tip shows on iOS 11 and older, and on iOS 12 below 12.2. */
export const IOS_TIP_BELOW: readonly [number, number] = [12, 2];
/** iOS home-screen guide: three steps (Android has none). */
export const IOS_HOME_SCREEN_STEPS = ['share', 'add', 'confirm'] as const;
/** The demo chat's agent answers this long after a question (long enough to read "typing…"). */
export const DEMO_CHAT_REPLY_MS = 900;
/** The longest message a player can type into the demo chat. */
export const DEMO_CHAT_MAX_CHARS = 300;
/** The demo chat's prepared questions, in the order of their chips. */
export const DEMO_CHAT_TOPICS = ['deposit', 'withdraw', 'bonus', 'password', 'vip'] as const;
/** The demo chat's desks (`?desk=`): each has its own greeting; anything else is the general desk. */
export const DEMO_CHAT_DESKS = ['general', 'chat', 'vip', 'deposit'] as const;
/** The demo download page's platforms (`?platform=`). */
export const DEMO_DOWNLOAD_PLATFORMS = ['android', 'ios', 'profile'] as const;
/** The demo social page's channels (`?channel=`): network and handle (handles are names, not translated). */
export const DEMO_SOCIAL_CHANNELS = {
  telegramSupport: { network: 'telegram', handle: '@luckystar_support' },
  telegramNews: { network: 'telegram', handle: '@luckystar_news' },
  facebookPage: { network: 'facebook', handle: 'facebook.com/luckystar' },
  facebookGroup: { network: 'facebook', handle: 'facebook.com/groups/luckystar' },
  whatsapp: { network: 'whatsapp', handle: '+84 912 000 000' },
} as const;
/** The posts the demo social page shows, newest first. */
export const DEMO_SOCIAL_POSTS = ['weekend', 'cashback', 'jackpot'] as const;
