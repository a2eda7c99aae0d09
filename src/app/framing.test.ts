import { describe, expect, it } from 'vitest';
import { framedByAnotherOrigin } from './framing';

const APP = 'https://m.example.com';

type View = Parameters<typeof framedByAnotherOrigin>[0];

/** A window at `origin`, framed by `top` (itself when top-level). */
function viewAt(origin: string, top?: Window): View & Window {
  const view = { location: { origin } } as { location: { origin: string }; self?: unknown; top?: unknown };
  view.self = view;
  view.top = top ?? view;
  return view as unknown as View & Window;
}

/** The top window of another origin, as the browser shows it to a framed page: reading its location throws. */
const foreignTop = {
  get location(): Location {
    throw new DOMException(
      'Blocked a frame with origin "https://m.example.com" from accessing a cross-origin frame.',
      'SecurityError',
    );
  },
} as Window;

describe('framedByAnotherOrigin', () => {
  it('is false in a window of its own', () => {
    expect(framedByAnotherOrigin(viewAt(APP))).toBe(false);
    expect(framedByAnotherOrigin(window)).toBe(false);
  });

  it('is false in a frame of our own origin', () => {
    expect(framedByAnotherOrigin(viewAt(APP, viewAt(APP)))).toBe(false);
  });

  it('is true in a frame of another origin, whose location the browser refuses to read', () => {
    expect(framedByAnotherOrigin(viewAt(APP, foreignTop))).toBe(true);
  });

  it('is true when the top window is readable but of another origin (another port, an opaque origin)', () => {
    expect(framedByAnotherOrigin(viewAt(APP, viewAt('https://m.example.com:8443')))).toBe(true);
    expect(framedByAnotherOrigin(viewAt(APP, viewAt('null')))).toBe(true);
  });
});
