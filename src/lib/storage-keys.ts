/** Every browser-storage key the app uses, named once (the platform's own names where the spec gives them). */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  language: 'hisLang',
  theme: 'theme',
  siteStatus: 'MC_SITE_STATUS',
  whitelabel: 'MC_WHITELABEL',
  memberInfo: 'MC_MEMBER_INFO',
  rememberedLogin: 'MC_REMEMBER_LOGIN',
  autoLogin: 'autoLogin',
  hideDownloadBar: 'hideDownloadBar',
  webclip: 'WEBCLIP',
  lotteryFavourites: 'LOTTFAV',
  /** §9 "cached locally": the vendor-type map, the lottery lists (one entry per list and language), the service link. */
  vendorGameTypes: 'MC_VENDOR_GAME_TYPES',
  lotteryLists: 'MC_LOTTERY_LISTS',
  customerServiceLink: 'MC_CUSTOMER_SERVICE_LINK',
  /** Session storage. */
  trialName: 'trialName',
  noticePopupShown: 'noticePopupShown',
  /** A token link's token whose check got no answer, tried again at the tab's next start (src/app/session-from-url.ts). */
  uncheckedLinkToken: 'MC_UNCHECKED_LINK_TOKEN',
  /** The referral link's codes, kept while the player moves between login and register (src/features/auth/lib/register-context.ts). */
  referral: 'MC_REFERRAL',
  /** Who logged in with a password in this tab (the change-password rule, docs/decisions/auth.md). */
  tabLogin: 'MC_TAB_LOGIN',
  /** What was typed in forms when the session expired, restored after logging in again. */
  formDrafts: 'MC_FORM_DRAFTS',
  /** Files whose absence has reloaded the page once (src/app/failed-imports.ts). */
  reloadedForMissingFiles: 'reloadedForMissingFiles',
  /** A Reload whose new version had not taken over when the page reloaded (src/lib/app-worker.ts). */
  appUpdateTakeOver: 'MC_APP_UPDATE_TAKE_OVER',
  /** Contract drift the live adapter found (src/api/contract-drift.ts), kept across reloads of the tab. */
  contractDrift: 'MC_CONTRACT_DRIFT',
} as const;

/** IndexedDB: the non-extractable key that seals the remembered password (src/lib/device-secret.ts). */
export const DEVICE_KEY_STORE = { database: 'MC_DEVICE_KEYS', store: 'keys' } as const;
