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
  /** Session storage. */
  trialName: 'trialName',
  noticePopupShown: 'noticePopupShown',
  /** Files whose absence has reloaded the page once (src/app/failed-imports.ts). */
  reloadedForMissingFiles: 'reloadedForMissingFiles',
} as const;
