/**
 * Back closes what is open: while any overlay is open, one history entry of ours (same address, the
 * router's state plus a mark) sits on top, so the browser's Back, the Android back gesture and iOS's
 * swipe pop it instead of leaving the page. Back closes the innermost overlay; if others stay open,
 * the entry is pushed again. When the last overlay closes by itself (its button, Escape, the mask),
 * the entry is taken back off, unless a navigation from inside it has already moved past it: then
 * the entry stays below the new page, and Back or Forward landing on it later steps over it (the page
 * under it has the same address), so no press of Back is spent on nothing.
 */
/** The mark in the state of our history entry (the e2e harness waits for it to come off). */
export const OVERLAY_ENTRY_MARK = '__overlay';

interface Overlay {
  close(): void;
}

/** Open overlays, innermost last. */
const stack: Overlay[] = [];
/** Our entry is the current history entry. */
let entryOnTop = false;
/** Pops we caused ourselves (taking the entry off), which must not close anything. */
let ownPops = 0;
let listening = false;

const isOurs = (state: unknown) => !!state && typeof state === 'object' && OVERLAY_ENTRY_MARK in state;
/** React Router's position of a history entry (`idx` of its state); our entry keeps the one of the page under it. */
const positionOf = (state: unknown): number | undefined => {
  const idx: unknown = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : undefined;
};
/** Position of the entry the user is on, as last seen by us (to tell Back from Forward). */
let position: number | undefined;

/**
 * Steps of ours still to come: an entry's removal scheduled after the last overlay closed (its
 * timer, then its Back). A navigation made meanwhile would be undone by that Back, so the router's
 * navigations wait for them (overlayStepsDone, src/app/route-code.tsx).
 */
let stepsToCome = 0;
let stepsDone: Promise<void> | null = null;
let resolveSteps: (() => void) | null = null;
/** The longest a navigation waits for them: a Back whose popstate never came must not hold it for good. */
export const OVERLAY_STEP_WAIT_MS = 1_000;

function stepStarted(): void {
  stepsToCome++;
  stepsDone ??= new Promise<void>((resolve) => (resolveSteps = resolve));
}

function stepEnded(): void {
  stepsToCome = Math.max(0, stepsToCome - 1);
  if (stepsToCome > 0) return;
  resolveSteps?.();
  resolveSteps = null;
  stepsDone = null;
}

/** Null when no step of ours is to come; else resolves once they are done (at most OVERLAY_STEP_WAIT_MS later). */
export function overlayStepsDone(): Promise<void> | null {
  if (!stepsDone) return null;
  return Promise.race([stepsDone, new Promise<void>((resolve) => setTimeout(resolve, OVERLAY_STEP_WAIT_MS))]);
}

/**
 * Navigations started while an overlay was open (a confirm that opens another page, src/app/route-code.tsx):
 * the entry's removal waits until they end. Its Back, taken while the new route's code still loads,
 * would undo the navigation; once it has landed, the entry is either replaced or below the new page.
 */
let navigations: Promise<void> | null = null;

/** Hold the open overlay's entry until `navigation` ends; returns `navigation`. */
export function overlayEntryWaitsFor<T>(navigation: Promise<T>): Promise<T> {
  if (stack.length === 0) return navigation;
  const all: Promise<void> = Promise.allSettled([navigations, navigation]).then(() => {
    if (navigations === all) navigations = null;
  });
  navigations = all;
  return navigation;
}

function pushEntry(): void {
  const state: unknown = window.history.state;
  window.history.pushState({ ...(state && typeof state === 'object' ? state : {}), [OVERLAY_ENTRY_MARK]: true }, '');
  entryOnTop = true;
}

function onPopState(event: PopStateEvent): void {
  const from = position;
  position = positionOf(event.state);
  if (ownPops > 0) {
    ownPops--;
    stepEnded();
    return;
  }
  if (isOurs(event.state)) {
    // Our entry was not on top: a link inside the overlay opened a page above it.
    stepOverLeftEntry(from);
    return;
  }
  if (!entryOnTop) return;
  entryOnTop = false;
  const innermost = stack.pop();
  if (stack.length > 0) pushEntry();
  innermost?.close();
}

/** Landed on an entry left behind by a navigation from inside an overlay: go on the way the user was going. */
function stepOverLeftEntry(from: number | undefined): void {
  // Still "on top" when Back comes before the overlay has seen the navigation: then it came from above.
  const forward = !entryOnTop && from !== undefined && position !== undefined && from <= position;
  entryOnTop = false;
  if (forward) window.history.forward();
  else window.history.back();
}

/** Call when an overlay opens; returns what to call when it closes (any way, Back included: then it does nothing). */
export function closeOnBack(close: () => void): () => void {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  const overlay: Overlay = { close };
  stack.push(overlay);
  if (!entryOnTop) pushEntry();
  return () => {
    const index = stack.indexOf(overlay);
    if (index === -1) return;
    stack.splice(index, 1);
    // After this task: one overlay often closes as the next opens (a prompt after a popup), which keeps the entry.
    stepStarted();
    const takeEntryOff = () => {
      if (stack.length === 0 && entryOnTop) {
        entryOnTop = false;
        position = positionOf(window.history.state);
        if (isOurs(window.history.state)) {
          ownPops++;
          window.history.back(); // its popstate ends the step
          return;
        }
      }
      stepEnded();
    };
    setTimeout(() => (navigations ? void navigations.then(takeEntryOff) : takeEntryOff()));
  };
}
