// @vitest-environment node
import { POPUP_PX_PER_REM } from '../constants';
import { popupRem, popupSizeStyle } from './popup-size';

describe('popup size (games-and-content §9: pixel sizes ÷ 100 for rem)', () => {
  it('divides the server’s pixels by 100', () => {
    expect(POPUP_PX_PER_REM).toBe(100);
    expect(popupRem({ popupWidth: 640, popupHeight: 850 })).toEqual({ width: 6.4, height: 8.5 });
    expect(popupRem({ popupWidth: 600 })).toEqual({ width: 6, height: undefined });
  });

  it('gives no size when the server gives none, or none that makes sense', () => {
    expect(popupRem({})).toBeNull();
    expect(popupRem({ popupWidth: 0, popupHeight: -10 })).toBeNull();
    expect(popupSizeStyle({})).toBeUndefined();
  });

  it('styles the content in the platform’s rem', () => {
    expect(popupSizeStyle({ popupWidth: 640, popupHeight: 720 })).toEqual({
      width: 'calc(6.4 * var(--platform-rem))',
      height: 'calc(7.2 * var(--platform-rem))',
    });
    expect(popupSizeStyle({ popupHeight: 500 })).toEqual({ width: undefined, height: 'calc(5 * var(--platform-rem))' });
  });
});
