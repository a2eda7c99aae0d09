/** Platform detection in one place (download bar, Device header, registerMethod). */
export interface PlatformInfo {
  ios: boolean;
  android: boolean;
  mobile: boolean;
  safari: boolean;
  /** [major, minor] for iOS, else null. */
  iosVersion: [number, number] | null;
  /** Running as an installed web app (home-screen PWA or iOS web clip). */
  standalone: boolean;
}

export function detectPlatform(
  // No navigator where the build records the first calls (src/app/first-calls-plan.ts).
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  standalone: boolean = isStandaloneDisplay(),
): PlatformInfo {
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  const android = /Android/i.test(userAgent);
  const v = /OS (\d+)[_.](\d+)/.exec(userAgent);
  return {
    ios,
    android,
    mobile: ios || android || /Mobile/i.test(userAgent),
    safari: ios && /Safari/i.test(userAgent) && !/CriOS|FxiOS|EdgiOS|FBAN|FBAV|Line\//i.test(userAgent),
    iosVersion: ios && v ? [Number(v[1]), Number(v[2])] : null,
    standalone,
  };
}

export function isStandaloneDisplay(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return Boolean(nav.standalone) || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
