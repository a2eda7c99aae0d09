import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Tab<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly Tab<T>[];
  /** The chosen tab; null when none is (the focusable one is then the first). */
  selected: T | null;
  onSelect(id: T): void;
  /** The id of the `TabPanel` the tabs control, if the screen has one. */
  panelId?: string;
  /**
   * `automatic` (default): the arrow keys choose the tab they move to. `manual`: they only move the
   * focus and Enter or Space chooses, for tabs whose choice leaves the page or may ask for a login.
   */
  activation?: 'automatic' | 'manual';
  /** The look: classes of the list, of each tab, and of the chosen tab. */
  className: string;
  tabClassName: string;
  selectedClassName: string;
}

/** The id of a tab of the tab list controlling panel `panelId`. */
const tabId = (panelId: string, id: string): string => `${panelId}-${id}`;

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A row of tabs as the WAI-ARIA tabs pattern has it: role tablist/tab, `aria-selected`, one tab in
 * the Tab order (roving tabindex), ArrowLeft/ArrowRight (wrapping), Home and End move between tabs.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  panelId,
  activation = 'automatic',
  className,
  tabClassName,
  selectedClassName,
}: TabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const choose = (id: T) => {
    if (id !== selected) onSelect(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const to = move(from, tabs.length);
    buttons.current[to]?.focus();
    if (activation === 'automatic') choose(tabs[to]!.id);
  };

  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={panelId && tabId(panelId, tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={index === focusable ? 0 : -1}
            className={isSelected ? `${tabClassName} ${selectedClassName}` : tabClassName}
            onClick={() => choose(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  panelId: string;
  /** The chosen tab, which names the panel. */
  selected: string;
  className?: string;
  children: ReactNode;
}

/** The panel a `Tabs` with the same `panelId` controls. */
export function TabPanel({ panelId, selected, className, children }: TabPanelProps) {
  return (
    <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, selected)} className={className}>
      {children}
    </div>
  );
}
