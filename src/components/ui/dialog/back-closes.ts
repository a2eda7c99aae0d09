/**
 * Back closes what is open: while any overlay is open, one history entry of ours (same address, the
 * router's state plus a mark) sits on top, so the browser's Back, the Android back gesture and iOS's
 * swipe pop it instead of leaving the page. Back closes the innermost overlay; if others stay open,
 * the entry is pushed again. When the last overlay closes by itself (its button, Escape, the mask),
 * the entry is taken back off, unless a navigation from inside it has already moved past it.
 */
const MARK = '__overlay';

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

const isOurs = (state: unknown) => !!state && typeof state === 'object' && MARK in state;

function pushEntry(): void {
  const state: unknown = window.history.state;
  window.history.pushState({ ...(state && typeof state === 'object' ? state : {}), [MARK]: true }, '');
  entryOnTop = true;
}

function onPopState(): void {
  if (ownPops > 0) {
    ownPops--;
    return;
  }
  if (!entryOnTop) return;
  entryOnTop = false;
  const innermost = stack.pop();
  if (stack.length > 0) pushEntry();
  innermost?.close();
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
    setTimeout(() => {
      if (stack.length > 0 || !entryOnTop) return;
      entryOnTop = false;
      if (!isOurs(window.history.state)) return;
      ownPops++;
      window.history.back();
    });
  };
}
