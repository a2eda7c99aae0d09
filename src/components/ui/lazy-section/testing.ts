import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * An IntersectionObserver stub for component tests (jsdom has none; the unit setup's never fires).
 * `intersect()` reports observed elements as intersecting (all, or those inside `within`); with
 * `{ immediate: true }` each element intersects as soon as it is observed, for tests of screens
 * that hold lazy sections. Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver({ immediate = false } = {}) {
  const observers = new Set<StubObserver>();

  class StubObserver implements IntersectionObserver {
    readonly root = null;
    readonly thresholds: readonly number[] = [0];
    readonly elements = new Set<Element>();
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options: IntersectionObserverInit = {},
    ) {
      observers.add(this);
    }
    get rootMargin(): string {
      return this.options.rootMargin ?? '0px';
    }
    observe(element: Element): void {
      this.elements.add(element);
      if (immediate) queueMicrotask(() => this.intersect([element]));
    }
    unobserve(element: Element): void {
      this.elements.delete(element);
    }
    disconnect(): void {
      this.elements.clear();
      observers.delete(this);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
    intersect(targets: Element[]): void {
      const entries = targets
        .filter((target) => this.elements.has(target))
        .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) this.callback(entries, this);
    }
  }

  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    /** The observers alive now (disconnected ones are dropped). */
    observers: () => [...observers],
    /** The observed elements (all, or those inside `within`) come near the viewport. */
    intersect: (within?: Element) =>
      act(() => {
        for (const observer of [...observers]) {
          observer.intersect([...observer.elements].filter((element) => !within || within.contains(element)));
        }
      }),
  };
}
