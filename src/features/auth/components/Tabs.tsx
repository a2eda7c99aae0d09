interface TabsProps<T extends string> {
  label: string;
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect(id: T): void;
  className?: string;
}

/** A row of tabs (the auth mode, or the sign-in method). */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, className = '' }: TabsProps<T>) {
  return (
    <div className={`auth-tabs ${className}`} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          className={`auth-tabs__tab ${tab.id === selected ? 'is-active' : ''}`}
          onClick={() => tab.id !== selected && onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
