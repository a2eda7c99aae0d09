/**
 * Vitest setup: jest-dom matchers, a clean DOM and clean storage for every test, and the browser APIs
 * jsdom does not implement (only where missing, so a test can still stub them). Pure-logic test files
 * run in Node (`// @vitest-environment node` at their top: no jsdom to start) and skip the DOM part.
 */
// jsdom has no IndexedDB (Node's WebCrypto is there): an in-memory one for the sealed remembered password.
import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';

if (typeof window !== 'undefined') {
  // jest-dom's matchers and React Testing Library (and React DOM with it) only where there is a DOM to render into.
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a lazy chunk or the
  // in-process mock backend can take longer than that without anything being wrong.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

function polyfill(name: 'matchMedia' | 'IntersectionObserver' | 'ResizeObserver', value: unknown): void {
  // jsdom may define a name whose getter gives undefined (matchMedia): missing is "not a function here".
  if (typeof window !== 'undefined' && typeof window[name] !== 'function') {
    Object.defineProperty(window, name, { configurable: true, writable: true, value });
  }
}

/** Never matches: tests see the default (light theme, no reduced motion, portrait phone). */
polyfill('matchMedia', (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
}));

/** Observers that never fire; a test that needs an intersection stubs its own. */
class InertIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
class InertResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
polyfill('IntersectionObserver', InertIntersectionObserver);
polyfill('ResizeObserver', InertResizeObserver);

// jsdom defines scrollTo but logs "Not implemented" on every call; replace it with a no-op.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => undefined });
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}

/**
 * jsdom's <dialog> has no showModal/close: a modal is an open one here, and Escape cancels it as a
 * browser does (a `cancel` event the page may prevent, else it closes). Inertness is the browser's part.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const cancelOnEscape = (e: KeyboardEvent) => {
    const dialog = e.currentTarget as HTMLDialogElement;
    if (e.key !== 'Escape' || !dialog.open) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    this.addEventListener('keydown', cancelOnEscape);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.removeEventListener('keydown', cancelOnEscape);
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => {
  vi.useRealTimers();
});

// The in-page mock checks every answer it gives against the call's contract
// (mock-server/answer-check.ts): a test that saw a handler answer outside it fails, whatever it asserted.
afterEach(() => {
  const drifts = (
    globalThis as { __mockAnswerDrifts?: { call: string; path: string; expected: string; got: string }[] }
  ).__mockAnswerDrifts;
  if (!drifts?.length) return;
  const found = drifts.splice(0).map((d) => `${d.call} ${d.path || '(answer)'}: expected ${d.expected}, got ${d.got}`);
  throw new Error(`The mock answered outside the contract (src/api/contract):\n${found.join('\n')}`);
});
