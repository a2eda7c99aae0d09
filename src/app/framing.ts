/**
 * Clickjacking defence inside the page, for hosts that send no `frame-ancestors` header (the
 * headers the build writes for static hosts refuse every frame first: build/static-host-headers.ts).
 * In a frame of another origin the app does not start (src/app/entry.client.tsx): a site could otherwise lay
 * its own page over ours and steer the player's taps. Frames of our own origin are allowed: a page
 * of our origin can run the app's code anyway. Built pages make the same check in their inline
 * boot script, before any other script runs (src/app/boot-script.ts).
 */
export function framedByAnotherOrigin(view: Pick<Window, 'top' | 'self' | 'location'> = window): boolean {
  if (!view.top || view.top === view.self) return false;
  try {
    return view.top.location.origin !== view.location.origin;
  } catch {
    // The browser refuses to read another origin's location.
    return true;
  }
}
