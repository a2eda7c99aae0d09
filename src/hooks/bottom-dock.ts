import { useCallback } from 'react';

/**
 * The bottom dock: everything that floats over the bottom of the page (bottom menu, download bar,
 * floating service button, the demo's Demo button) registers here with its measured height. The
 * dock places each part above the ones below it (`--dock-bottom` on the part) and sets how much
 * room the page keeps free at its end (`--dock-reserve` on the root element, the main area's
 * bottom padding), so the last control of every page can be scrolled clear of them. Both values
 * are measured from the safe area's bottom edge: the CSS adds `env(safe-area-inset-bottom)` once.
 */

/**
 * Where a part floats: `bar`s span the width and stack up from the bottom edge (lowest `order`
 * first); `corner` parts (the service button at the right, the Demo button at the left) sit side by
 * side above all bars.
 */
export type DockLane = 'bar' | 'corner';

export interface DockPartOptions {
  lane: DockLane;
  /** Bars: their place in the stack, lowest first (the bottom menu is 0). */
  order?: number;
  /** Room left between the part and what is below it (the bottom menu sits flush: 0). */
  gap?: number;
}

/** The bars' stack, from the bottom edge up; a page's composer (the demo chat's) takes the place of the bottom menu, which such a page hides. */
export const BAR_ORDER = { bottomMenu: 0, composer: 0, downloadBar: 1 } as const;

/** Room between two floating parts unless a part says otherwise. */
export const DOCK_GAP_PX = 8;
/** Room between the page's last content and the highest floating part. */
export const CONTENT_CLEARANCE_PX = 12;

export interface DockEntry {
  lane: DockLane;
  order: number;
  gap: number;
  height: number;
}

export interface DockLayout {
  /** Each entry's distance from the bottom edge, in the entries' order. */
  bottoms: number[];
  /** The room the page keeps free at its end. */
  reserve: number;
}

/** Stack the bars, put the corner parts above them, and add the content's clearance on top. */
export function layoutDock(entries: readonly DockEntry[]): DockLayout {
  const bottoms = entries.map(() => 0);
  // A part that takes no room (not rendered, display: none) adds no gap either.
  const shown = entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.height > 0);
  let barsTop = 0;
  for (const { entry, index } of shown
    .filter(({ entry }) => entry.lane === 'bar')
    .sort((a, b) => a.entry.order - b.entry.order)) {
    bottoms[index] = barsTop + entry.gap;
    barsTop = bottoms[index] + entry.height;
  }
  let top = barsTop;
  for (const { entry, index } of shown.filter(({ entry }) => entry.lane === 'corner')) {
    bottoms[index] = barsTop + entry.gap;
    top = Math.max(top, bottoms[index] + entry.height);
  }
  return { bottoms, reserve: top + CONTENT_CLEARANCE_PX };
}

const parts = new Map<HTMLElement, DockEntry>();
let observer: ResizeObserver | undefined;

function apply(): void {
  const registered = [...parts];
  const { bottoms, reserve } = layoutDock(registered.map(([, entry]) => entry));
  registered.forEach(([element], i) => element.style.setProperty('--dock-bottom', `${bottoms[i]}px`));
  document.documentElement.style.setProperty('--dock-reserve', `${reserve}px`);
}

function measured(entries: ResizeObserverEntry[]): void {
  for (const { target, borderBoxSize } of entries) {
    const entry = parts.get(target as HTMLElement);
    if (entry) entry.height = borderBoxSize?.[0]?.blockSize ?? (target as HTMLElement).offsetHeight;
  }
  apply();
}

/** Register a floating element with the dock; returns its unregistration. */
export function dockPart(element: HTMLElement, { lane, order = 0, gap = DOCK_GAP_PX }: DockPartOptions): () => void {
  parts.set(element, { lane, order, gap, height: element.offsetHeight });
  observer ??= new ResizeObserver(measured);
  observer.observe(element);
  apply();
  return () => {
    parts.delete(element);
    observer?.unobserve(element);
    element.style.removeProperty('--dock-bottom');
    apply();
  };
}

/**
 * A ref that docks the element it is given: `<aside ref={useDockPart({ lane: 'corner' })}>`. The
 * element's CSS places it with `bottom: calc(var(--dock-bottom, 0px) + env(safe-area-inset-bottom, 0px))`.
 */
export function useDockPart({
  lane,
  order,
  gap,
}: DockPartOptions): (element: HTMLElement | null) => (() => void) | void {
  return useCallback(
    (element: HTMLElement | null) => (element ? dockPart(element, { lane, order, gap }) : undefined),
    [lane, order, gap],
  );
}
