import type { CSSProperties } from 'react';
import type { Announcement } from '@/api/types/content';
import { POPUP_PX_PER_REM } from '../constants';

const inRem = (px: number | undefined) => (px !== undefined && px > 0 ? px / POPUP_PX_PER_REM : undefined);

/**
 * A popup's size as the server gives it (pixels) in the platform's rem (÷ 100), or null when it
 * gives none. The stylesheet turns the platform's rem into CSS pixels (`--platform-rem`).
 */
export function popupRem(popup: Pick<Announcement, 'popupWidth' | 'popupHeight'>) {
  const width = inRem(popup.popupWidth);
  const height = inRem(popup.popupHeight);
  return width === undefined && height === undefined ? null : { width, height };
}

/** The popup content's style: its size in the platform's rem, when the server gives one. */
export function popupSizeStyle(popup: Pick<Announcement, 'popupWidth' | 'popupHeight'>): CSSProperties | undefined {
  const rem = popupRem(popup);
  if (!rem) return undefined;
  const length = (value: number | undefined) =>
    value === undefined ? undefined : `calc(${value} * var(--platform-rem))`;
  return { width: length(rem.width), height: length(rem.height) };
}
