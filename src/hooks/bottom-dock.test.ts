import {
  BAR_ORDER,
  CONTENT_CLEARANCE_PX,
  DOCK_GAP_PX,
  dockPart,
  layoutDock,
  type DockEntry,
  type DockLane,
} from './bottom-dock';

const entry = (lane: DockLane, height: number, extra: Partial<DockEntry> = {}): DockEntry => ({
  lane,
  height,
  order: 0,
  gap: DOCK_GAP_PX,
  ...extra,
});

function element(height: number): HTMLElement {
  const el = document.createElement('div');
  Object.defineProperty(el, 'offsetHeight', { value: height });
  return el;
}

const reserve = () => document.documentElement.style.getPropertyValue('--dock-reserve');
const bottom = (el: HTMLElement) => el.style.getPropertyValue('--dock-bottom');

describe('bottom dock', () => {
  it('keeps its spacing constants', () => {
    expect(DOCK_GAP_PX).toBe(8);
    expect(CONTENT_CLEARANCE_PX).toBe(12);
    expect(BAR_ORDER).toEqual({ bottomMenu: 0, composer: 0, downloadBar: 1 });
  });

  it('stacks bars by order, each above the one below with its gap', () => {
    const downloadBar = entry('bar', 56, { order: BAR_ORDER.downloadBar });
    const bottomMenu = entry('bar', 60, { order: BAR_ORDER.bottomMenu, gap: 0 });
    expect(layoutDock([downloadBar, bottomMenu])).toEqual({ bottoms: [60 + 8, 0], reserve: 60 + 8 + 56 + 12 });
  });

  it('puts corner parts side by side above the bars; the page keeps room for the taller', () => {
    const layout = layoutDock([
      entry('bar', 60, { gap: 0 }),
      entry('corner', 44),
      entry('corner', 32),
      entry('bar', 56, { order: 1 }),
    ]);
    const barsTop = 60 + 8 + 56;
    expect(layout).toEqual({ bottoms: [0, barsTop + 8, barsTop + 8, 60 + 8], reserve: barsTop + 8 + 44 + 12 });
  });

  it('gives a part that takes no room no gap', () => {
    expect(layoutDock([entry('bar', 0, { order: 1 }), entry('corner', 44)])).toEqual({
      bottoms: [0, 8],
      reserve: 8 + 44 + 12,
    });
    expect(layoutDock([])).toEqual({ bottoms: [], reserve: CONTENT_CLEARANCE_PX });
  });

  it('writes each part’s place on it and the page’s room on the root, and takes a part back out', () => {
    const menu = element(60);
    const service = element(44);
    const undockMenu = dockPart(menu, { lane: 'bar', order: BAR_ORDER.bottomMenu, gap: 0 });
    const undockService = dockPart(service, { lane: 'corner' });
    expect(bottom(menu)).toBe('0px');
    expect(bottom(service)).toBe('68px');
    expect(reserve()).toBe(`${60 + 8 + 44 + 12}px`);

    undockMenu();
    expect(bottom(menu)).toBe('');
    expect(bottom(service)).toBe('8px');
    expect(reserve()).toBe(`${8 + 44 + 12}px`);
    undockService();
    expect(reserve()).toBe('12px');
  });
});
