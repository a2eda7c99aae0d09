import type { DownloadLink } from '@/api/types/site';
import type { PlatformInfo } from '@/lib/platform';
import { IOS_MIN_SUPPORTED_MAJOR, IOS_TIP_BELOW, NATIVE_APP_UA_MARKERS } from '../constants';

/** What the download bar and its popups need to know (games-and-content §4). */
export interface DownloadContext {
  platform: PlatformInfo;
  userAgent: string;
  resources: readonly DownloadLink[];
  /** Local storage hideDownloadBar=1: the player closed the bar. */
  closed: boolean;
  /** Local storage WEBCLIP=1: running from a home-screen shortcut (web clip). */
  webclip: boolean;
}

export type HiddenReason =
  'closed' | 'installedWebApp' | 'nativeApp' | 'shortcutWithoutIosApp' | 'iosUnsupported' | 'noSuitableLink';

/** The iOS choices offered by the bar's popup, in order. */
export type IosOption = 'profile' | 'iosApp' | 'homeScreen';

export type BarAction =
  /** Android phones: the bar opens the Android link directly. */
  | { kind: 'openLink'; url: string }
  /** Not an iOS or Android phone: the Android popup (link to open on the phone). */
  | { kind: 'androidPopup'; url: string }
  | { kind: 'iosPopup'; options: IosOption[] };

export type BarDecision = { show: false; reason: HiddenReason } | { show: true; action: BarAction };

const linkOf = (resources: readonly DownloadLink[], type: string) =>
  resources.find((r) => r.resourceType.toUpperCase() === type && r.url.trim())?.url.trim();

export const isNativeApp = (userAgent: string) => NATIVE_APP_UA_MARKERS.some((marker) => userAgent.includes(marker));

/** iOS choices: profile (link, not already a shortcut), iOS app (link), home-screen guide (Safari, not installed). */
export function iosOptions({ platform, resources, webclip }: DownloadContext): IosOption[] {
  const options: IosOption[] = [];
  if (linkOf(resources, 'MOBILECONFIG') && !webclip) options.push('profile');
  if (linkOf(resources, 'IOS')) options.push('iosApp');
  if (platform.safari && !platform.standalone && !webclip) options.push('homeScreen');
  return options;
}

/** Every show/hide rule of the download bar, and what tapping it does. */
export function downloadBarDecision(context: DownloadContext): BarDecision {
  const { platform, resources, closed, webclip, userAgent } = context;
  if (closed) return { show: false, reason: 'closed' };
  if (platform.standalone) return { show: false, reason: 'installedWebApp' };
  if (isNativeApp(userAgent)) return { show: false, reason: 'nativeApp' };
  if (webclip && !linkOf(resources, 'IOS')) return { show: false, reason: 'shortcutWithoutIosApp' };
  if (platform.ios) {
    if (platform.iosVersion && platform.iosVersion[0] < IOS_MIN_SUPPORTED_MAJOR)
      return { show: false, reason: 'iosUnsupported' };
    const options = iosOptions(context);
    return options.length > 0
      ? { show: true, action: { kind: 'iosPopup', options } }
      : { show: false, reason: 'iosUnsupported' };
  }
  const android = linkOf(resources, 'ANDROID');
  if (!android) return { show: false, reason: 'noSuitableLink' };
  return {
    show: true,
    action:
      platform.android && platform.mobile ? { kind: 'openLink', url: android } : { kind: 'androidPopup', url: android },
  };
}

/** The home-screen guide's tip: iOS 11 and older, and iOS 12 below 12.2. */
export function needsIosTip(platform: PlatformInfo): boolean {
  if (!platform.ios || !platform.iosVersion) return false;
  const [major, minor] = platform.iosVersion;
  return major < IOS_TIP_BELOW[0] || (major === IOS_TIP_BELOW[0] && minor < IOS_TIP_BELOW[1]);
}

export const resourceUrl = linkOf;
